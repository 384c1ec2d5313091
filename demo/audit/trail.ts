// The audit trail: append-only entries, each chained to the previous one by a SHA-256 hash.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { addCalendarMonths } from '../../src/core/format/calendar';
import type { Db } from '../db/database';

/** The chain's head, kept outside the database: the newest entry's id and hash. */
interface Head {
  id: number;
  hash: string;
}

// Where each database's head is kept. An edit of the database that rewrites the chain from some entry to its end
// (each hash recomputed) or removes its newest entries leaves a chain that holds on its own: the head kept
// elsewhere no longer matches it.
const heads = new WeakMap<Db, string>();

/** The file of the data folder that keeps the trail's head. */
export const AUDIT_HEAD_FILE = 'audit-head.json';

/** Keeps the head of `db`'s trail in `file` (beside the database, out of reach of an edit of it). */
export function anchorAuditHead(db: Db, file: string): void {
  heads.set(db, file);
  const newest = db.prepare('SELECT id, hash FROM audit_entries ORDER BY id DESC LIMIT 1').get() as
    | Head
    | undefined;
  // A trail that has no head yet (a new database, or one from before heads were kept) takes its newest entry.
  if (newest && readHead(db) === undefined) writeHead(db, newest);
}

function readHead(db: Db): Head | undefined {
  const file = heads.get(db);
  if (!file) return undefined;
  try {
    const head = JSON.parse(readFileSync(file, 'utf8')) as Head;
    return Number.isInteger(head.id) && typeof head.hash === 'string' ? head : { id: 0, hash: '' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { id: 0, hash: '' };
  }
}

function writeHead(db: Db, head: Head | undefined): void {
  const file = heads.get(db);
  if (!file) return;
  if (head) writeFileSync(file, JSON.stringify(head));
  else rmSync(file, { force: true });
}

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
  const appended = db.transaction(() => {
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
    return { id: Number(result.lastInsertRowid), hash: entryHash(row) };
  })();
  writeHead(db, appended);
  return appended.id;
}

/** The result of checking the chain. */
export interface AuditVerification {
  ok: boolean;
  checked: number;
  /** The oldest entry kept (older ones were removed by retention), when there is one. */
  firstId?: number;
  /** The first entry whose hash or link does not hold, or the head kept outside the database. */
  brokenAt?: number;
  reason?: 'hash' | 'link' | 'head';
}

/**
 * Walks the chain from the oldest kept entry: each entry's hash must be the hash of its fields, and each
 * entry must name the hash of the one before it. An edited entry breaks its own hash; a removed one (other
 * than by retention, which only removes the oldest) breaks the link of the next; a rewritten or shortened end no
 * longer meets the head kept outside the database.
 */
export function verifyAudit(db: Db): AuditVerification {
  let previous: string | undefined;
  let checked = 0;
  let firstId: number | undefined;
  let newest: AuditRow | undefined;
  for (const row of db.prepare('SELECT * FROM audit_entries ORDER BY id').iterate() as Iterable<AuditRow>) {
    firstId ??= row.id;
    if (previous !== undefined && row.prev_hash !== previous)
      return { ok: false, checked, firstId, brokenAt: row.id, reason: 'link' };
    if (entryHash(row) !== row.hash) return { ok: false, checked, firstId, brokenAt: row.id, reason: 'hash' };
    previous = row.hash;
    checked++;
    newest = row;
  }
  // The chain holds on its own; its end must be the head kept outside the database. An entry after the head was
  // written into the database directly; a head missing or changed means the end was removed or rewritten.
  const head = readHead(db);
  if (head && (newest?.id !== head.id || newest.hash !== head.hash)) {
    const after = newest !== undefined && newest.id > head.id;
    const brokenAt = after
      ? (db.prepare('SELECT MIN(id) FROM audit_entries WHERE id > ?').pluck().get(head.id) as number)
      : head.id;
    return { ok: false, checked, ...(firstId === undefined ? {} : { firstId }), brokenAt, reason: 'head' };
  }
  return { ok: true, checked, ...(firstId === undefined ? {} : { firstId }) };
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** The instant `value unit` before `now` (months and years by the calendar). */
export function retentionStart(
  now: Date,
  retention: { value: number; unit: 'minutes' | 'hours' | 'days' | 'months' | 'years' },
): Date {
  if (retention.unit === 'months') return addCalendarMonths(now, -retention.value);
  if (retention.unit === 'years') return addCalendarMonths(now, -12 * retention.value);
  return new Date(now.getTime() - retention.value * UNIT_MS[retention.unit]);
}

/** Removes the entries older than the retention (the oldest first, as the chain allows); answers how many. */
export function pruneAudit(db: Db, before: Date): number {
  const removed = db
    .prepare('DELETE FROM audit_entries WHERE id IN (SELECT id FROM audit_entries WHERE at < ? ORDER BY id)')
    .run(before.toISOString()).changes;
  // Retention that removed every entry removed the head with them.
  if (removed > 0 && db.prepare('SELECT COUNT(*) FROM audit_entries').pluck().get() === 0)
    writeHead(db, undefined);
  return removed;
}
