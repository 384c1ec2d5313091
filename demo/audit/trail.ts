// The audit trail: append-only entries, each chained to the previous one by a SHA-256 hash.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** One field of a record as it was and as it became; secrets carry only `changed`. */
export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
  /** A secret: its values are never stored, only that it changed. */
  secret?: true;
}

/** What the server records of one call. */
export interface AuditInput {
  at: string;
  actorId: number | null;
  actorLogin: string;
  actorRoles: string[];
  address: string;
  operation: string;
  recordType: string;
  recordId: string;
  changes: FieldChange[];
  outcome: 'done' | 'refused';
  code: number | null;
  summary: string;
}

/** A stored entry, as the database holds it. */
export interface AuditRow {
  id: number;
  at: string;
  actor_id: number | null;
  actor_login: string;
  actor_roles: string;
  address: string;
  operation: string;
  record_type: string;
  record_id: string;
  changes: string;
  outcome: 'done' | 'refused';
  code: number | null;
  summary: string;
  prev_hash: string;
  hash: string;
}

/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

type Hashed = Omit<AuditRow, 'id' | 'hash'>;

/** The hash of an entry: its previous hash and every field, in a fixed order. */
export function entryHash(row: Hashed): string {
  const fields = [
    row.prev_hash,
    row.at,
    row.actor_id ?? '',
    row.actor_login,
    row.actor_roles,
    row.address,
    row.operation,
    row.record_type,
    row.record_id,
    row.changes,
    row.outcome,
    row.code ?? '',
    row.summary,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Appends an entry after the newest one; answers its id. */
export function appendAudit(db: Db, input: AuditInput): number {
  return db.transaction(() => {
    const last = db.prepare('SELECT hash FROM audit_entries ORDER BY id DESC LIMIT 1').pluck().get() as
      | string
      | undefined;
    const row: Hashed = {
      at: input.at,
      actor_id: input.actorId,
      actor_login: input.actorLogin,
      actor_roles: input.actorRoles.join(' '),
      address: input.address,
      operation: input.operation,
      record_type: input.recordType,
      record_id: input.recordId,
      changes: JSON.stringify(input.changes),
      outcome: input.outcome,
      code: input.code,
      summary: input.summary,
      prev_hash: last ?? GENESIS_HASH,
    };
    const result = db
      .prepare(
        `INSERT INTO audit_entries (at, actor_id, actor_login, actor_roles, address, operation, record_type,
           record_id, changes, outcome, code, summary, prev_hash, hash)
         VALUES (@at, @actor_id, @actor_login, @actor_roles, @address, @operation, @record_type, @record_id,
           @changes, @outcome, @code, @summary, @prev_hash, @hash)`,
      )
      .run({ ...row, hash: entryHash(row) });
    return Number(result.lastInsertRowid);
  })();
}

/** The result of checking the chain. */
export interface AuditVerification {
  ok: boolean;
  checked: number;
  /** The oldest entry kept (older ones were removed by retention), when there is one. */
  firstId?: number;
  /** The first entry whose hash or link does not hold. */
  brokenAt?: number;
  reason?: 'hash' | 'link';
}

/**
 * Walks the chain from the oldest kept entry: each entry's hash must be the hash of its fields, and each
 * entry must name the hash of the one before it. An edited entry breaks its own hash; a removed one (other
 * than by retention, which only removes the oldest) breaks the link of the next.
 */
export function verifyAudit(db: Db): AuditVerification {
  let previous: string | undefined;
  let checked = 0;
  let firstId: number | undefined;
  for (const row of db.prepare('SELECT * FROM audit_entries ORDER BY id').iterate() as Iterable<AuditRow>) {
    firstId ??= row.id;
    if (previous !== undefined && row.prev_hash !== previous)
      return { ok: false, checked, firstId, brokenAt: row.id, reason: 'link' };
    if (entryHash(row) !== row.hash) return { ok: false, checked, firstId, brokenAt: row.id, reason: 'hash' };
    previous = row.hash;
    checked++;
  }
  return { ok: true, checked, ...(firstId === undefined ? {} : { firstId }) };
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** The instant `value unit` before `now` (months and years by the calendar). */
export function retentionStart(
  now: Date,
  retention: { value: number; unit: 'minutes' | 'hours' | 'days' | 'months' | 'years' },
): Date {
  const start = new Date(now);
  if (retention.unit === 'months') start.setUTCMonth(start.getUTCMonth() - retention.value);
  else if (retention.unit === 'years') start.setUTCFullYear(start.getUTCFullYear() - retention.value);
  else start.setTime(start.getTime() - retention.value * UNIT_MS[retention.unit]);
  return start;
}

/** Removes the entries older than the retention (the oldest first, as the chain allows); answers how many. */
export function pruneAudit(db: Db, before: Date): number {
  return db
    .prepare('DELETE FROM audit_entries WHERE id IN (SELECT id FROM audit_entries WHERE at < ? ORDER BY id)')
    .run(before.toISOString()).changes;
}
