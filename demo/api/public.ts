// Public settings, password rules, what a visitor needs to join a meeting, and the client downloads.
import type { Context } from '../context';
import type { Handlers, Schemas } from '../http/types';
import { readSettings } from '../lib/settings';
import { ssoAuthorizationUrl } from '../sso/index';
import { joinMeetingHandler } from './join-meeting';

/** Version of the client downloads and of the management server. */
export const PRODUCT_VERSION = '7.4.2';

function downloads(): Schemas['Downloads'] {
  const file = (
    kind: Schemas['Downloads']['platforms'][number]['files'][number]['kind'],
    name: string,
    size: number,
  ) => ({
    kind,
    url: `/meet/downloads/${PRODUCT_VERSION}/${name}`,
    size,
  });
  return {
    version: PRODUCT_VERSION,
    platforms: [
      {
        platform: 'windows',
        files: [file('exe', 'meet-setup.exe', 98_304_112), file('msi', 'meet.msi', 99_122_176)],
      },
      { platform: 'mac', files: [file('dmg', 'meet.dmg', 121_634_816)] },
      {
        platform: 'linux',
        files: [
          file('zip', 'meet-linux.zip', 104_857_600),
          file('deb', 'meet_amd64.deb', 88_080_384),
          file('rpm', 'meet.x86_64.rpm', 88_604_672),
          file('opensuse', 'meet.opensuse.x86_64.rpm', 88_604_672),
          file('tgz', 'meet-linux.tar.gz', 103_809_024),
          {
            kind: 'repository',
            url: '/meet/download-repo',
            instructions:
              'curl -fsSL https://meet.example.com/repo/key.asc | sudo gpg --dearmor -o /usr/share/keyrings/meet.gpg\n' +
              'echo "deb [signed-by=/usr/share/keyrings/meet.gpg] https://meet.example.com/repo stable main" | sudo tee /etc/apt/sources.list.d/meet.list\n' +
              'sudo apt-get update && sudo apt-get install meet',
          },
        ],
      },
      {
        platform: 'android',
        files: [
          file('apk32', 'meet-armeabi-v7a.apk', 61_865_984),
          file('apk64', 'meet-arm64-v8a.apk', 64_487_424),
          { kind: 'googlePlay', url: 'https://play.google.com/store/apps/details?id=com.example.meet' },
        ],
      },
      { platform: 'ios', files: [{ kind: 'appStore', url: 'https://apps.apple.com/app/meet/id1000000001' }] },
    ],
  };
}

/** Handlers of the calls open to visitors. */
export function publicHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    getPublicSettings: () => {
      const general = readSettings(db, 'general');
      const { ldap, sso } = readSettings(db, 'authentication');
      return {
        protocol: '3.2',
        pinCode: readSettings(db, 'meetingAccess').pinCode,
        freeRegistration: readSettings(db, 'accounts').freeRegistration,
        updateRelativePath: 'downloads/update/',
        installRelativePath: 'downloads/install/',
        updPath: `/meet/downloads/${PRODUCT_VERSION}/update.xml`,
        installerUrl: '/meet/download-no-auth',
        clientSetupAppStoreURL: 'https://apps.apple.com/app/meet/id1000000001',
        clientSetupGooglePlayURL: 'https://play.google.com/store/apps/details?id=com.example.meet',
        helpPath: general.helpUrl,
        supportPath: general.supportUrl,
        serverName: general.fqdn,
        customThemeUrl: context.config.customThemeUrl,
        customThemeSig: '',
        ssoUrl: ssoAuthorizationUrl(db),
        ssoCustomText: sso.customButtonText || 'SSO',
        ldapDelegate: ldap.enabled,
        defaultLanguage: general.defaultLanguage,
      };
    },

    getPasswordConstraints: () => {
      const a = readSettings(db, 'accounts');
      return {
        enabled: a.requireDigit || a.requireLowercase || a.requireUppercase || a.requireSpecialCharacter,
        passwordLength: a.minimumPasswordLength,
        oneDigit: a.requireDigit,
        oneLowercase: a.requireLowercase,
        oneUppercase: a.requireUppercase,
        oneSpecialCharacter: a.requireSpecialCharacter,
      };
    },

    joinMeeting: joinMeetingHandler(context),

    getWebRtcServers: () => {
      const access = readSettings(db, 'meetingAccess');
      return {
        stunServers: access.stunServers.map((url) => ({ urls: [url] })),
        turnServers: access.turnServers.map((t) => ({
          urls: [t.url],
          username: t.username,
          credential: t.credential,
        })),
      };
    },

    getDownloads: () => downloads(),
  };
}
