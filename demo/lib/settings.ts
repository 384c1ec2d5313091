// Settings groups (spec section 3), stored as one JSON document per group.
import type { Db } from '../db/database';
import type { Schemas } from '../http/types';

/** Each settings group and its contract shape. */
export interface SettingsGroups {
  general: Schemas['GeneralSettings'];
  authentication: Schemas['AuthenticationSettings'];
  mobileNotification: Schemas['MobileNotificationSettings'];
  recording: Schemas['RecordingSettings'];
  email: Schemas['EmailSettings'];
  statistics: Schemas['StatisticsSettings'];
  storage: Schemas['StorageSettings'];
  meetingAccess: Schemas['MeetingAccessSettings'];
  audioVideo: Schemas['AudioVideoSettings'];
  accounts: Schemas['AccountsSettings'];
  collaboration: Schemas['CollaborationSettings'];
  calendar: Schemas['CalendarSettings'];
  usersPermission: Schemas['UsersPermissionSettings'];
  directory: Schemas['DirectorySettings'];
  trial: Schemas['TrialSettings'];
  gdpr: Schemas['GdprSettings'];
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
