// Which record an operation changes, and that record's fields before and after, for the audit trail.
import type { Db } from '../db/database';
import { SECRETS } from '../lib/secrets';
import type { SettingsGroup } from '../lib/settings';
import type { FieldChange } from './trail';

/** A record an operation touches: its type and key. */
export interface RecordRef {
  type: string;
  id: string;
}

type Snapshot = Record<string, unknown>;

/** How a record type is read: a query by key whose columns are the record's fields. */
const READERS: Record<string, string> = {
  user: `SELECT first_name AS firstName, last_name AS lastName, email, login, language, time_zone_id AS timeZoneId,
           activated, roles, server_zone_id AS serverZone, password_hash AS password FROM users WHERE id = ?`,
  organization: 'SELECT name, machine_id AS machineId FROM organizations WHERE uid = ?',
  subscription: `SELECT product, seats, max_organizers AS organizers, end_date AS endDate, perpetual, enabled,
           ldap_group AS ldapGroup, sso_group AS ssoGroup FROM subscriptions WHERE uid = ?`,
  meeting: 'SELECT subject, state FROM meetings WHERE uid = ?',
  tag: 'SELECT name FROM tags WHERE id = ?',
  serverZone: 'SELECT name, is_default AS isDefault FROM server_zones WHERE id = ?',
  meetingServer: `SELECT name, enabled, accept_new_meetings AS acceptNewMeetings, validated, zone_id AS zoneId,
           (SELECT COUNT(*) FROM meetings m WHERE m.server_id = s.id AND m.state IN ('started', 'waitingToEnd'))
           AS meetingCount FROM meeting_servers s WHERE s.id = ?`,
};

/** Fields whose values the trail never keeps: it records only that they changed. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'oldPassword', 'apiKey', 'captcha']);

/** The record of a path's first key: `/web/admin/users/{id}/...` is the user `id`. */
const PATH_RECORDS: [RegExp, string][] = [
  [/^\/web\/admin\/users\/\{(\w+)\}/, 'user'],
  [/^\/web\/admin\/organizations\/\{(\w+)\}/, 'organization'],
  [/^\/web\/admin\/subscriptions\/\{(\w+)\}/, 'subscription'],
  [/^\/web\/admin\/meetings\/\{(\w+)\}/, 'meeting'],
  [/^\/web\/admin\/tags\/\{(\w+)\}/, 'tag'],
  [/^\/web\/admin\/services\/zones\/\{(\w+)\}/, 'serverZone'],
  [/^\/web\/admin\/services\/servers\/\{(\w+)\}/, 'meetingServer'],
  [/^\/web\/admin\/services\/gateways\/\{(\w+)\}/, 'gateway'],
  [/^\/web\/admin\/maintenance\/\{(\w+)\}/, 'maintenancePeriod'],
  [/^\/web\/admin\/files\/\{(\w+)\}/, 'file'],
  [/^\/web\/admin\/settings\/api-clients\/\{(\w+)\}/, 'apiClient'],
];

/** The settings group an `update<Group>Settings` operation writes. */
export function settingsGroupOf(operationId: string): SettingsGroup | undefined {
  const match = /^update(\w+)Settings$/.exec(operationId);
  return match?.[1] ? ((match[1][0]?.toLowerCase() + match[1].slice(1)) as SettingsGroup) : undefined;
}

/** The record an operation acts on, from its path and the request's path parameters. */
export function recordOf(
  operationId: string,
  path: string,
  params: Record<string, string> | undefined,
): RecordRef | undefined {
  const group = settingsGroupOf(operationId);
  if (group) return { type: 'settings', id: group };
  if (operationId === 'updateMe' || operationId === 'deleteMe') return undefined;
  for (const [pattern, type] of PATH_RECORDS) {
    const key = pattern.exec(path)?.[1];
    if (key && params?.[key] !== undefined) return { type, id: String(params[key]) };
  }
  return undefined;
}

/** The fields of a record now (undefined when it does not exist or its type has no reader). */
export function snapshot(db: Db, record: RecordRef | undefined): Snapshot | undefined {
  if (!record) return undefined;
  if (record.type === 'settings') {
    const value = db.prepare('SELECT value FROM settings WHERE grp = ?').pluck().get(record.id) as
      | string
      | undefined;
    return value === undefined ? undefined : flatten(JSON.parse(value) as Snapshot);
  }
  const sql = READERS[record.type];
  return sql ? (db.prepare(sql).get(record.id) as Snapshot | undefined) : undefined;
}

/** Nested objects as dotted fields (`ldap.serverUrl`); arrays stay whole. */
export function flatten(value: Snapshot, prefix = ''): Snapshot {
  const out: Snapshot = {};
  for (const [key, child] of Object.entries(value)) {
    if (child && typeof child === 'object' && !Array.isArray(child))
      Object.assign(out, flatten(child as Snapshot, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = child;
  }
  return out;
}

function secretFieldsOf(record: RecordRef | undefined): Set<string> {
  const fields = new Set(SECRET_FIELDS);
  if (record?.type === 'settings')
    for (const [path, field] of SECRETS[record.id as SettingsGroup] ?? [])
      fields.add([...path, field].join('.'));
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots (a created record has no `before`, a deleted one no
 * `after`); a secret's values are left out, only its change is kept.
 */
export function diff(record: RecordRef | undefined, before?: Snapshot, after?: Snapshot): FieldChange[] {
  const secrets = secretFieldsOf(record);
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = before?.[field];
    const now = after?.[field];
    if (same(old, now)) continue;
    if (secrets.has(field) || secrets.has(field.split('.').pop() ?? ''))
      changes.push({ field, secret: true });
    else
      changes.push({
        field,
        ...(old === undefined ? {} : { old }),
        ...(now === undefined ? {} : { new: now }),
      });
  }
  return changes;
}

/** A request body's fields as the new values of a record the trail cannot read back (secrets left out). */
export function bodyChanges(record: RecordRef | undefined, body: unknown): FieldChange[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return diff(record, undefined, flatten(body as Snapshot));
}
