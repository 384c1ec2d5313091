// Public settings, password rules, what a visitor needs to join a meeting, and the client downloads.
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { readSettings } from '../lib/settings';
import { createMeetingDirectory } from '../meetings-directory';
import { ssoAuthorizationUrl } from '../sso/index';

/** Version of the client downloads and of the management server. */
export const PRODUCT_VERSION = '7.4.2';
/** Minutes before its start from which a meeting can be joined from a browser. */
export const EARLY_JOIN_MINUTES = 10;

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
  const directory = createMeetingDirectory(db);
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

    joinMeeting: (request) => {
      const meeting = directory.find(request.query.umi);
      const { pinCode } = request.query;
      if (!meeting || (pinCode !== undefined && pinCode !== meeting.pinCode)) {
        throw new ApiError(1001, 'Invalid meeting identifiers.');
      }
      const row = db.prepare('SELECT duration, creator_name FROM meetings WHERE uid = ?').get(meeting.id) as {
        duration: number;
        creator_name: string;
      };
      const access = readSettings(db, 'meetingAccess');
      const startsIn = Math.max(0, Math.round((Date.parse(meeting.startDate) - Date.now()) / 1000));
      const phone = access.incomingPstn && meeting.state !== 'stopped';
      return {
        id: meeting.id,
        subject: meeting.subject,
        state: meeting.state,
        startDate: meeting.startDate,
        duration: row.duration,
        startsIn: meeting.state === 'scheduled' ? startsIn : 0,
        webRtcEnabled: meeting.webRtcEnabled,
        webRtcTooEarly: meeting.state === 'scheduled' && startsIn > EARLY_JOIN_MINUTES * 60,
        approvalRequired: meeting.approvalRequired,
        pinCodeRequired: access.pinCode,
        organizerName: row.creator_name,
        phoneNumbers: phone ? access.phoneNumbers : [],
        phoneLoginInfo: phone
          ? `Dial a number, then enter the meeting ID ${meeting.id} followed by #, then the PIN code followed by #.`
          : '',
      };
    },

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
