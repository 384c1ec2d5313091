// The settings groups of spec section 3 as configuration: each group's contract operation name and its fields
// (dotted paths into the group, with the kind of input, unit, options and range). One generic form shows them.
import { GDPR_PREINFORMATION_MAX } from '../constants';

/** The kind of input a setting takes. */
export type SettingKind =
  | 'toggle'
  | 'text'
  | 'longText'
  | 'number'
  | 'select'
  | 'secret'
  | 'delay'
  | 'list'
  | 'phones'
  | 'turns'
  | 'keyFile'
  | 'localized';

/** One field of a group: its dotted path, its input, and what the input needs. */
export interface SettingField {
  path: string;
  kind: SettingKind;
  /** Translation key of the unit shown beside a number (`unit.minutes`). */
  unit?: 'minutes' | 'days' | 'gb';
  options?: readonly (string | number)[];
  min?: number;
  max?: number;
  /** A recommended maximum length (the GDPR pre-information text). */
  recommended?: number;
}

/** Units of a delay (spec 9). */
export const DELAY_UNITS = ['minutes', 'hours', 'days', 'months', 'years'] as const;
/** The interface languages, as the contract's `Language`. */
export const SETTING_LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const;

const toggle = (path: string): SettingField => ({ path, kind: 'toggle' });
const text = (path: string): SettingField => ({ path, kind: 'text' });
const secret = (path: string): SettingField => ({ path, kind: 'secret' });
const number = (path: string, min: number, max: number, unit?: SettingField['unit']): SettingField => ({
  path,
  kind: 'number',
  min,
  max,
  unit,
});
const delay = (path: string): SettingField => ({ path, kind: 'delay' });
const localized = (path: string, recommended?: number): SettingField => ({
  path,
  kind: 'localized',
  recommended,
});

/** Every group in the order of the spec's list of sections, with the name of its contract operations. */
export const SETTINGS_GROUPS = [
  {
    id: 'general',
    name: 'General',
    fields: [
      { path: 'defaultLanguage', kind: 'select', options: SETTING_LANGUAGES },
      number('defaultMeetingDuration', 5, 1440, 'minutes'),
      { path: 'defaultTimezone', kind: 'select' },
      text('helpUrl'),
      text('supportUrl'),
      text('organizationName'),
      text('privacyPolicyUrl'),
      text('privateAddress'),
      text('publicAddress'),
      text('fqdn'),
    ],
  },
  {
    id: 'authentication',
    name: 'Authentication',
    fields: [
      toggle('ldap.enabled'),
      text('ldap.serverUrl'),
      text('ldap.domain'),
      text('ldap.forgotPasswordUrl'),
      toggle('ldap.activeDirectory'),
      text('ldap.searchLogin'),
      text('ldap.requiredGroupDn'),
      secret('ldap.password'),
      text('ldap.searchBaseDn'),
      toggle('sso.enabled'),
      text('sso.clientId'),
      secret('sso.clientSecret'),
      text('sso.configEndpoint'),
      text('sso.customButtonText'),
      toggle('saml.enabled'),
      text('saml.serverUrl'),
      text('saml.clientId'),
      text('saml.issuer'),
      { path: 'saml.issuerCertificate', kind: 'longText' },
      number('saml.rememberMeDays', 0, 3650, 'days'),
      text('saml.keyAlias'),
      secret('saml.keyPassword'),
      { path: 'saml.keyFileP12Base64', kind: 'keyFile' },
    ],
  },
  {
    id: 'mobileNotification',
    name: 'MobileNotification',
    fields: [toggle('enabled'), text('address'), toggle('authentication'), text('login'), secret('password')],
  },
  {
    id: 'recording',
    name: 'Recording',
    fields: [toggle('enabled'), number('quotaGb', 0, 1_000_000, 'gb')],
  },
  {
    id: 'email',
    name: 'Email',
    fields: [
      toggle('enabled'),
      text('server'),
      text('address'),
      text('ip'),
      number('port', 1, 65535),
      toggle('tls'),
      toggle('authentication'),
      text('login'),
      secret('password'),
      text('name'),
      { path: 'blockedDomains', kind: 'list' },
    ],
  },
  {
    id: 'statistics',
    name: 'Statistics',
    fields: [
      toggle('enabled'),
      text('address'),
      toggle('authentication'),
      text('login'),
      secret('password'),
      number('defaultPeriodDays', 1, 3650, 'days'),
    ],
  },
  {
    id: 'storage',
    name: 'Storage',
    fields: [
      toggle('enabled'),
      { path: 'type', kind: 'select', options: ['LOCAL', 'SMB'] },
      text('path'),
      text('smbDomain'),
      text('smbHost'),
      text('smbLogin'),
      secret('smbPassword'),
      text('smbPath'),
      toggle('retentionEnabled'),
      delay('retention'),
    ],
  },
  {
    id: 'meetingAccess',
    name: 'MeetingAccess',
    fields: [
      toggle('allowUnauthenticatedUsers'),
      toggle('pinCode'),
      toggle('webRtc'),
      toggle('incomingH323Sip'),
      toggle('outgoingH323'),
      toggle('outgoingSip'),
      toggle('outgoingPstn'),
      toggle('incomingPstn'),
      toggle('tcsNetworkLayer'),
      text('pstnSipTrunkAddress'),
      text('pstnSipTrunkLogin'),
      secret('pstnSipTrunkPassword'),
      { path: 'stunServers', kind: 'list' },
      { path: 'turnServers', kind: 'turns' },
      { path: 'phoneNumbers', kind: 'phones' },
    ],
  },
  {
    id: 'audioVideo',
    name: 'AudioVideo',
    fields: [
      toggle('enabled'),
      toggle('conferenceMode'),
      { path: 'maxVideoSize', kind: 'select', options: [360, 480, 720, 1080] },
    ],
  },
  {
    id: 'accounts',
    name: 'Accounts',
    fields: [
      toggle('freeRegistration'),
      toggle('expirationEnabled'),
      delay('deletionDelay'),
      delay('inactiveDeletionDelay'),
      delay('notificationDelay'),
      delay('auditRetention'),
      number('minimumPasswordLength', 4, 128),
      toggle('requireDigit'),
      toggle('requireLowercase'),
      toggle('requireUppercase'),
      toggle('requireSpecialCharacter'),
    ],
  },
  {
    id: 'collaboration',
    name: 'Collaboration',
    fields: [toggle('conferenceMode'), toggle('fusionMode')],
  },
  {
    id: 'calendar',
    name: 'Calendar',
    fields: [text('organizerDefaultEmail'), toggle('publicMeetingsInCalendar')],
  },
  {
    id: 'usersPermission',
    name: 'UsersPermission',
    fields: [
      toggle('addContact'),
      toggle('discussion'),
      toggle('fileTransfer'),
      toggle('remoteControl'),
      toggle('applicationSharing'),
      toggle('desktopSharing'),
    ],
  },
  {
    id: 'directory',
    name: 'Directory',
    fields: [
      { path: 'type', kind: 'select', options: ['NONE', 'LDAP', 'SCIM'] },
      text('ldap.server'),
      number('ldap.port', 1, 65535),
      text('ldap.loginDn'),
      secret('ldap.password'),
      text('ldap.searchBaseDn'),
      text('ldap.contactsGroupDn'),
      text('scim.serverUrl'),
      text('scim.login'),
      secret('scim.password'),
    ],
  },
  {
    id: 'trial',
    name: 'Trial',
    fields: [number('organizers', 0, 1_000_000), number('seats', 0, 1_000_000)],
  },
  {
    id: 'gdpr',
    name: 'Gdpr',
    fields: [
      toggle('enabled'),
      localized('accountMessage'),
      localized('preInformationText', GDPR_PREINFORMATION_MAX),
      localized('informationText'),
      localized('trialInformationText'),
    ],
  },
] as const satisfies readonly { id: string; name: string; fields: readonly SettingField[] }[];

/** A settings group of the table. */
export type SettingsGroupRow = (typeof SETTINGS_GROUPS)[number];
/** The id of a settings group (`general`, `meetingAccess`, ...). */
export type SettingsGroupId = SettingsGroupRow['id'];

/** The group of an id, the first one when the id is unknown. */
export function settingsGroup(id: string | null | undefined): SettingsGroupRow {
  return SETTINGS_GROUPS.find((group) => group.id === id) ?? SETTINGS_GROUPS[0];
}

/**
 * Why a group may fail to load, one message each (spec 8): the parts of a group that reach another server.
 * Groups not named show the error code's own message.
 */
export const LOAD_FAILURES: Partial<Record<SettingsGroupId, readonly string[]>> = {
  authentication: ['ssoOauth', 'saml', 'samlKey', 'ldap'],
  mobileNotification: ['push'],
  statistics: ['metricServer'],
  storage: ['fileStore'],
  directory: ['directory'],
};

/** The parts of a loaded group the server cannot use now (its `loadFailures`, spec 8); none for most groups. */
export function failedParts(group: unknown): readonly string[] {
  const failures = (group as { loadFailures?: unknown } | null | undefined)?.loadFailures;
  return Array.isArray(failures) ? failures.filter((part): part is string => typeof part === 'string') : [];
}

/** The value at a dotted path of a group. */
export function valueAt(group: unknown, path: string): unknown {
  let node = group;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | null | undefined)?.[key];
  return node;
}

/** A copy of `group` with the value at a dotted path replaced. */
export function withValueAt<T>(group: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const node = (group ?? {}) as Record<string, unknown>;
  return {
    ...node,
    [head]: rest.length === 0 ? value : withValueAt(node[head], rest.join('.'), value),
  } as T;
}
