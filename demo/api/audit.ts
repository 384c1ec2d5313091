// The audit trail: a filtered, paged list, its CSV export and the check of its hash chain.
import { SORT_DESCENDING } from '../../src/core/constants';
import type { AuditRow } from '../audit/trail';
import { verifyAudit } from '../audit/trail';
import type { Context } from '../context';
import { iterateRows } from '../db/database';
import { invalid } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { csvStream } from '../lib/csv';
import {
  type Condition,
  dateRange,
  type FilterSpec,
  oneOf,
  parseFilter,
  rangeEnds,
  where,
} from '../lib/list';
import { nextDay } from '../lib/time';

/** Above this many matching entries a page's total is this bound, marked as not exact. */
export const AUDIT_TOTAL_BOUND = 10_000;

const exact = (column: string) => (value: string) =>
  value === '' ? undefined : { sql: `${column} = ?`, params: [value] };

/**
 * The first entry at or after a time: one seek in the index of `at` (ids grow with time). `MIN(id)` read every
 * later entry of that index, 0.7-0.9 s of CPU for a month a year back in 1,000,000 entries.
 */
const FIRST_FROM = 'SELECT id FROM audit_entries WHERE at >= ? ORDER BY at, id LIMIT 1';

/**
 * The filters of the trail. Each equality filter has an index ending in `id`, and entries are appended in
 * time order, so newest-first is the index read backwards: a filtered page reads 100 index entries. Sorted by the
 * person or the operation, a filter (or pair) walks an index of the filter then the sort's column, then `id`
 * (migrations 020 and 055); a period alone walks the sort's index, seeking its range of ids under each person or
 * operation (SQLite's skip-scan, from the statistics). `demo/test/audit-plans.test.ts` holds each plan.
 */
const FILTERS: FilterSpec = {
  id: (value) => {
    if (!/^\d{1,15}$/.test(value)) throw invalid('The id filter is a whole number.');
    return { sql: 'id = ?', params: [Number(value)] };
  },
  actor: (value) => (value === '' ? undefined : { sql: 'actor_login = ? COLLATE NOCASE', params: [value] }),
  operation: exact('operation'),
  recordType: exact('record_type'),
  recordId: exact('record_id'),
  outcome: oneOf('outcome', ['done', 'refused']),
  at: (value) => {
    const range = dateRange('at')(value);
    if (!range) return undefined;
    // The days as a range of ids (ids grow with time), found once through the index of `at`: the other
    // filters' indexes then still give the order.
    const [start, stop] = rangeEnds(value) ?? ['', ''];
    const parts: Condition[] = [];
    if (start) parts.push({ sql: `id >= (${FIRST_FROM})`, params: [start] });
    if (stop)
      parts.push({
        sql: `id < COALESCE((${FIRST_FROM}), 9223372036854775807)`,
        params: [nextDay(stop)],
      });
    return where(parts);
  },
};

const SORTS: Record<string, string> = {
  at: 'id',
  actor: 'actor_login COLLATE NOCASE',
  operation: 'operation',
};

/** The entry as the contract answers it. */
export function auditEntry(row: AuditRow): Schemas['AuditEntry'] {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor_login,
    actorId: row.actor_id,
    actorRoles: row.actor_roles.split(' ').filter(Boolean),
    address: row.address,
    operation: row.operation,
    recordType: row.record_type,
    recordId: row.record_id,
    changes: JSON.parse(row.changes) as Schemas['AuditChange'][],
    outcome: row.outcome,
    code: row.code,
    summary: row.summary,
  };
}

function conditionOf(filter: string | undefined): Condition {
  const conditions = parseFilter(filter, FILTERS);
  const names = new Set([...new URLSearchParams(filter ?? '')].map(([name]) => name));
  if (names.has('recordId') && !names.has('recordType'))
    throw invalid('The recordId filter goes with a recordType filter.');
  return where(conditions);
}

const EXPORT_COLUMNS = [
  'id',
  'at',
  'actor',
  'roles',
  'address',
  'operation',
  'recordType',
  'recordId',
  'outcome',
  'code',
  'changes',
  'summary',
] as const;

/** Handlers of the audit trail. */
export function auditHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    listAuditEntries: (request) => {
      const { page = 1, size = 10, sort = 'at', order = SORT_DESCENDING, filter } = request.query;
      const condition = conditionOf(filter);
      const direction = order === SORT_DESCENDING ? 'DESC' : 'ASC';
      const column = SORTS[sort] ?? 'id';
      const orderBy = column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
      const rows = db
        .prepare(`SELECT * FROM audit_entries WHERE ${condition.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
        .all(...condition.params, size, (page - 1) * size) as AuditRow[];
      // Counting stops at the bound: a page stays fast however many entries match.
      const counted = db
        .prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM audit_entries WHERE ${condition.sql} LIMIT ?)`)
        .pluck()
        .get(...condition.params, AUDIT_TOTAL_BOUND + 1) as number;
      return {
        items: rows.map(auditEntry),
        total: Math.min(counted, AUDIT_TOTAL_BOUND),
        totalExact: counted <= AUDIT_TOTAL_BOUND,
      };
    },

    exportAuditEntries: (request, reply) => {
      const condition = conditionOf(request.query.filter);
      const rows = iterateRows<AuditRow>(
        db,
        `SELECT * FROM audit_entries WHERE ${condition.sql} ORDER BY id DESC`,
        condition.params,
      );
      reply.header('content-disposition', 'attachment; filename="audit.csv"');
      return csvStream(EXPORT_COLUMNS, rows, (row) => ({
        id: row.id,
        at: row.at,
        actor: row.actor_login,
        roles: row.actor_roles,
        address: row.address,
        operation: row.operation,
        recordType: row.record_type,
        recordId: row.record_id,
        outcome: row.outcome,
        code: row.code,
        changes: row.changes,
        summary: row.summary,
      }));
    },

    verifyAuditTrail: () => verifyAudit(db),
  };
}
