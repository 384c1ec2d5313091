// The audit list under each filter an auditor uses and the pairs of them, in each sort: a page walks an index in the
// sort's order and stops after its 100 entries, instead of sorting every matching entry (0.15-0.5 s a page at
// 1,000,000 entries); a filter sorted by the person or the operation walks its own index (migration 055). Proved
// by the plans SQLite chooses (`EXPLAIN QUERY PLAN`) over the bench's generated trail, not by timings.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AUDIT_CASES, fill } from '../../tests/bench/audit.js';
import { auditHandlers } from '../api/audit';
import type { Context } from '../context';
import { type Db, openDatabase } from '../db/database';

/** Entries generated: 200 people, so each person's entries are more than a page. */
const ENTRIES = 60_000;
const SORTS = ['at', 'actor', 'operation'];

/** The index each shape must walk: a filter sorted by another column has an index of the pair. */
const WALKS: Record<string, string[]> = {
  'actor by operation': ['audit_entries_actor_operation'],
  'operation by actor': ['audit_entries_operation_actor'],
  'refused by actor': ['audit_entries_outcome_actor'],
  'operationAndRefused by actor': ['audit_entries_outcome_operation_actor'],
  ...Object.fromEntries(
    SORTS.map((sort) => [
      `actorAndOperation by ${sort}`,
      ['audit_entries_actor_operation', 'audit_entries_operation_actor'],
    ]),
  ),
};

/**
 * Shapes that match a few hundred entries at 1,000,000 (a record's history; a person's month, about 400): sorting
 * them costs less than a walk would.
 */
const FEW = ['record by at', 'record by actor', 'record by operation', 'actorAndMonth by operation'];

/** Runs `list` and answers the plan of each statement it read, with the parameters it was given. */
function plansOf(db: Db, list: () => unknown): string[][] {
  const plans: string[][] = [];
  const prepare = db.prepare;
  db.prepare = ((sql: string) => {
    const statement = prepare.call(db, sql);
    for (const name of ['all', 'get'] as const) {
      const read = statement[name].bind(statement) as (...params: unknown[]) => unknown;
      Object.assign(statement, {
        [name]: (...params: unknown[]) => {
          const explain = prepare.call(db, `EXPLAIN QUERY PLAN ${sql}`) as unknown as {
            all: (...bound: unknown[]) => { detail: string }[];
          };
          plans.push(explain.all(...params).map((step) => step.detail));
          return read(...params);
        },
      });
    }
    return statement;
  }) as Db['prepare'];
  try {
    list();
  } finally {
    db.prepare = prepare;
  }
  return plans;
}

describe('audit list plans', () => {
  let dir: string;
  let db: Db;
  let list: (query: Record<string, unknown>) => unknown;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meet-audit-plans-'));
    const file = join(dir, 'meet.sqlite');
    openDatabase(file).close();
    await fill(file, ENTRIES);
    db = openDatabase(file);
    const handler = auditHandlers({ db } as Context).listAuditEntries;
    if (!handler) throw new Error('the audit list has a handler');
    list = (query) => handler({ query } as never, {} as never);
  });
  after(() => {
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, filter] of Object.entries(AUDIT_CASES)) {
    for (const sort of SORTS) {
      const shape = `${name} by ${sort}`;
      test(`${shape}: the page walks an index in the sort's order`, () => {
        const query = { page: 3, size: 100, sort, order: sort === 'at' ? 1 : 0, filter };
        const [page, count] = plansOf(db, () => list(query));
        assert.ok(page && count, 'a page and its count');
        if (!FEW.includes(shape))
          assert.ok(
            !page.some((step) => step.includes('TEMP B-TREE')),
            `${shape} sorts: ${page.join(' | ')}`,
          );
        // The count reads an index range of the filter (or the table's first entries, unfiltered).
        assert.ok(
          count.every((step) => !/^SCAN audit_entries$/.test(step)) || filter === '',
          `${shape} counts by a scan: ${count.join(' | ')}`,
        );
        const walks = WALKS[shape];
        if (walks)
          assert.ok(
            walks.some((index) => page.some((step) => step.includes(`INDEX ${index} `))),
            `${shape} walks ${walks.join(' or ')}: ${page.join(' | ')}`,
          );
      });
    }
  }
});
