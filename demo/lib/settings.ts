// Settings groups (spec section 3), stored as one JSON document per group.
import type { Db } from '../db/database';
import type { Schemas } from '../http/types';

/**
 * A group as stored: every field present, secrets in full (the server needs them to reach its mail, LDAP or
 * storage servers), and none of the `<secret>Set` flags that answers carry instead of the secrets.
 */
export type Stored<T> = T extends (infer U)[]
  ? Stored<U>[]
  : T extends object
    ? { [K in keyof T as K extends `${string}Set` ? never : K]-?: Stored<Exclude<T[K], undefined>> }
    : T;

/** Each settings group as stored, from its contract shape. */
export interface SettingsGroups {
  general: Stored<Schemas['GeneralSettings']>;
  authentication: Stored<Omit<Schemas['AuthenticationSettings'], 'loadFailures'>>;
  mobileNotification: Stored<Schemas['MobileNotificationSettings']>;
  recording: Stored<Schemas['RecordingSettings']>;
  email: Stored<Schemas['EmailSettings']>;
  statistics: Stored<Schemas['StatisticsSettings']>;
  storage: Stored<Schemas['StorageSettings']>;
  meetingAccess: Stored<Schemas['MeetingAccessSettings']>;
  audioVideo: Stored<Schemas['AudioVideoSettings']>;
  accounts: Stored<Schemas['AccountsSettings']>;
  collaboration: Stored<Schemas['CollaborationSettings']>;
  calendar: Stored<Schemas['CalendarSettings']>;
  usersPermission: Stored<Schemas['UsersPermissionSettings']>;
  directory: Stored<Omit<Schemas['DirectorySettings'], 'loadFailures'>>;
  trial: Stored<Schemas['TrialSettings']>;
  gdpr: Stored<Schemas['GdprSettings']>;
}

/** A settings group name. */
export type SettingsGroup = keyof SettingsGroups;

/** The stored settings of a group (the seed writes every group). */
export function readSettings<G extends SettingsGroup>(db: Db, group: G): SettingsGroups[G] {
  const value = db.prepare('SELECT value FROM settings WHERE grp = ?').pluck().get(group) as
    | string
    | undefined;
  if (value === undefined) throw new Error(`Settings group ${group} is missing.`);
  return JSON.parse(value) as SettingsGroups[G];
}

/** Replaces the settings of a group. */
export function writeSettings<G extends SettingsGroup>(db: Db, group: G, value: SettingsGroups[G]): void {
  db.prepare(
    'INSERT INTO settings (grp, value) VALUES (?, ?) ON CONFLICT(grp) DO UPDATE SET value = excluded.value',
  ).run(group, JSON.stringify(value));
}
