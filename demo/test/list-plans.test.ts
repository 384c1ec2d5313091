// The meetings list filtered by organization or by server, at a scale where those filters match more rows than a
// total counts exactly: under every contract sort in both orders, alone and paired with each other filter, no query
// of a page reads the whole table, and a walk along an index tests the filter from that index (a walk that visited
// the row of every entry it skipped read 5-7 s of rows per page at 1,000,000 meetings). Proved by the plans SQLite
// chooses (`EXPLAIN QUERY PLAN`), not by timings.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Statement } from 'better-sqlite3';
import { meetingHandlers } from '../api/meetings';
import { userHandlers } from '../api/users';
import type { Context } from '../context';
import { type Db, openDatabase } from '../db/database';
import { CANDIDATES_SAMPLED_MAX, CANDIDATES_SORTED_MAX, EXACT_TOTAL_MAX } from '../lib/list';
import { seed } from '../seed/index';

/** Generated meetings: one organization in six holds more than EXACT_TOTAL_MAX of them. */
const BULK = 70_000;

/** The bench's value of each contract filter of the meetings list. */
const FILTERS: Record<string, string> = {
  subject: 'review',
  uid: '100005000',
  state: 'scheduled',
  organization: 'acme',
  server: 'par',
  creator: 'northwind',
  startDate: '2025-01-01~2025-12-31',
  isCall: 'true',
  securityLevel: 'high',
};
const SORTS = ['uid', 'subject', 'startDate', 'duration', 'state', 'organization', 'participantCount'];
/** The meeting's column each filter under test reads. */
const TESTED: Record<string, string> = { organization: 'organization_name', server: 'server_id' };
/**
 * Filters that read columns the sort indexes do not carry: paired with one, a walk visits the rows it tests anyway,
 * and SQLite may walk the unique index of the key (smaller) rather than the sort's own index.
 */
const READ_ROW = ['subject', 'creator', 'startDate'];
const KEY_INDEX = 'sqlite_autoindex_meetings_1';
/** Users marked by a test's name search (`withMarked`). */
const MARKED = 12_000;

type Page = { items: unknown[]; total: number; estimated?: boolean };
type Step = { id: number; parent: number; detail: string };

/** Keeps every statement `db` runs, with its parameters, in `run` (for its plan). */
function recordStatements(db: Db, run: { sql: string; params: unknown[] }[]): void {
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    for (const name of ['all', 'get', 'iterate'] as const) {
      const read = statement[name].bind(statement) as (...params: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[name] = (...params: unknown[]) => {
        run.push({ sql, params });
        return read(...params);
      };
    }
    return statement as Statement;
  }) as Db['prepare'];
}

/** Users' sort columns, the column each sorts by and the index each walks (migration 003). */
const SORTED: Record<string, [column: string, index: string]> = {
  email: ['email', 'users_by_email'],
  firstName: ['first_name', 'users_by_first_name'],
  lastName: ['last_name', 'users_by_last_name'],
  login: ['login', 'users_by_login'],
  registrationDate: ['registration_date', 'users_by_registration'],
  lastLoginDate: ['last_login_date', 'users_by_last_login'],
  language: ['language', 'users_by_language'],
};

/** The first page of users a filter keeps, as a plain scan of the table gives it. */
function scannedUsers(db: Db, where: string, params: unknown[], column: string, order: number) {
  const direction = order === 1 ? 'DESC' : 'ASC';
  return db
    .prepare(
      `SELECT id FROM users NOT INDEXED WHERE ${where} ORDER BY ${column} ${direction}, id ${direction} LIMIT 100`,
    )
    .pluck()
    .all(...params);
}

describe('the meetings list filtered by organization or server reads a page from the indexes', () => {
  let db: Db;
  let list: (query: Record<string, unknown>) => Page;
  const run: { sql: string; params: unknown[] }[] = [];

  before(() => {
    db = openDatabase(':memory:');
    seed(db, { extraMeetings: BULK, now: Date.parse('2026-06-15T12:00:00Z') });
    recordStatements(db, run);
    const handler = meetingHandlers({ db } as unknown as Context).listMeetings as unknown as (request: {
      query: Record<string, unknown>;
    }) => Page;
    list = (query) => handler({ query });
  });
  after(() => db.close());

  /** The plan of a statement as SQLite prints it, one step a line, each under its parent. */
  const planOf = (sql: string, params: unknown[]): Step[] =>
    db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Step[];
  const columnsOf = (index: string) =>
    (db.prepare('SELECT name FROM pragma_index_info(?)').pluck().all(index) as string[]).filter(Boolean);
  /** The first statement run that `statement` matches has a step of its plan matching `step`. */
  const assertReadWith = (statement: RegExp, step: RegExp, label: string) => {
    const query = run.find(({ sql }) => statement.test(sql));
    assert.ok(query, `${label}: the statement was run`);
    const steps = planOf(query.sql, query.params).map(({ detail }) => detail);
    assert.ok(
      steps.some((detail) => step.test(detail)),
      `${label}: ${steps.join('; ')}`,
    );
  };
  const PAGE = /LIMIT \? OFFSET \?/;

  for (const tested of Object.keys(TESTED)) {
    const others = Object.keys(FILTERS).filter((name) => name !== tested);
    const shapes = [[tested], ...others.map((other) => [tested, other])];
    test(`filtered by ${tested}: every sort, both orders, alone and with each other filter, without a full scan`, () => {
      let many = 0;
      const problems: string[] = [];
      for (const names of shapes) {
        const filter = new URLSearchParams(names.map((name) => [name, FILTERS[name] as string])).toString();
        const columns = names.flatMap((name) => TESTED[name] ?? []);
        for (const sort of SORTS) {
          for (const order of [0, 1]) {
            run.length = 0;
            const page = list({ page: 1, size: 100, sort, order, filter });
            if (page.estimated) many++;
            const shape = `${filter} by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
            for (const { sql, params } of run) {
              if (sql.startsWith('EXPLAIN') || sql.includes('pragma_index_info')) continue;
              // The subject and creator filters' look-up of the few values that match reads no meeting's row.
              if (sql.startsWith('WITH few')) continue;
              // A creator of none of the filtered organizations is the condition 0, tested once before any walk.
              if (sql.includes('(0)')) continue;
              const steps = planOf(sql, params);
              const text = steps.map((step) => step.detail).join('; ');
              for (const step of steps) {
                if (/^SCAN (m|meetings)$/.test(step.detail))
                  problems.push(`${shape}: a full scan in ${text}`);
                const walked = /^SCAN (?:m|meetings) USING (?:COVERING )?INDEX (\S+)/.exec(step.detail)?.[1];
                const rowsRead = walked === KEY_INDEX && names.some((name) => READ_ROW.includes(name));
                for (const column of walked && !rowsRead ? columns : []) {
                  if (!columnsOf(walked as string).includes(column))
                    problems.push(`${shape}: ${walked} walked without ${column} in ${text}`);
                }
              }
              // Many matches are paged along the sort's index; only a few (counted exactly) are sorted apart.
              const sortsApart = steps.some(
                (step) =>
                  step.detail === 'USE TEMP B-TREE FOR ORDER BY' &&
                  steps.some((parent) => parent.id === step.parent && /SUBQUERY/.test(parent.detail)),
              );
              if (sortsApart && (page.estimated || page.total > EXACT_TOTAL_MAX))
                problems.push(`${shape}: ${page.total} rows sorted apart in ${text}`);
            }
          }
        }
      }
      assert.deepEqual(problems, []);
      assert.ok(many > 0, 'some shapes match more rows than a total counts exactly');
    });
  }

  test('filtered by state and sorted by start, a page seeks the state and reads its meetings in start order', () => {
    // The scheduled meetings are the latest, and more than a total counts exactly: a page walks an index.
    db.exec('SAVEPOINT scheduled');
    try {
      db.prepare(
        "UPDATE meetings SET state = 'scheduled' WHERE uid IN (SELECT uid FROM meetings ORDER BY start_date DESC LIMIT ?)",
      ).run(EXACT_TOTAL_MAX + 5_000);
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({ page: 1, size: 100, sort: 'startDate', order, filter: 'state=scheduled' });
        const direction = order === 1 ? 'DESC' : 'ASC';
        assert.ok(page.estimated, `${direction}: ${page.total} counted, not estimated`);
        const scanned = db
          .prepare(
            `SELECT uid FROM meetings NOT INDEXED WHERE state = 'scheduled'
             ORDER BY start_date ${direction}, uid ${direction} LIMIT 100`,
          )
          .pluck()
          .all();
        assert.deepEqual(
          page.items.map((item) => (item as { uid: string }).uid),
          scanned,
          direction,
        );
        const pageQuery = run.find(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
        assert.ok(pageQuery, 'the page was read');
        const plan = planOf(pageQuery.sql, pageQuery.params);
        const text = `${direction}: ${plan.map((step) => step.detail).join('; ')}`;
        const subquery = plan.find((step) => /SUBQUERY/.test(step.detail));
        const inside = plan.filter((step) => step.parent === subquery?.id).map((step) => step.detail);
        assert.ok(
          inside.some((detail) =>
            /^SEARCH m USING (COVERING )?INDEX meetings_by_state_start \(state=\?\)$/.test(detail),
          ),
          text,
        );
        // The page's keys come in the index's order: only the page's own 100 rows are sorted, outside.
        assert.ok(!inside.includes('USE TEMP B-TREE FOR ORDER BY'), text);
      }
    } finally {
      db.exec('ROLLBACK TO scheduled; RELEASE scheduled');
    }
  });

  test('sorted by organization and filtered by organization, a page seeks the matching names', () => {
    for (const order of [0, 1]) {
      run.length = 0;
      list({ page: 1, size: 100, sort: 'organization', order, filter: 'organization=acme' });
      assertReadWith(
        PAGE,
        /^SEARCH m USING (COVERING )?INDEX meetings_by_organization \(organization_name=\?\)/,
        `order ${order}`,
      );
    }
  });

  /** The uids of the first page of meetings `where` keeps, sorted by organization, as a plain scan gives them. */
  const scannedByOrganization = (where: string, params: unknown[], order: number) => {
    const direction = order === 1 ? 'DESC' : 'ASC';
    return db
      .prepare(
        `SELECT uid FROM meetings NOT INDEXED WHERE ${where}
         ORDER BY organization_name ${direction}, uid ${direction} LIMIT 100`,
      )
      .pluck()
      .all(...params);
  };
  const uids = (page: Page) => page.items.map((item) => (item as { uid: string }).uid);

  test("filtered by creator and sorted by organization, a page seeks the matching creators' organizations", () => {
    const creator = "(creator_email LIKE '%northwind%' OR creator_name LIKE '%northwind%')";
    for (const order of [0, 1]) {
      run.length = 0;
      const page = list({ page: 1, size: 100, sort: 'organization', order, filter: 'creator=northwind' });
      assert.ok(page.estimated, `${page.total} counted, not estimated`);
      assert.deepEqual(uids(page), scannedByOrganization(creator, [], order));
      // Before, the walk passed every other organization's meetings, reading each one's creator from its row.
      assertReadWith(
        PAGE,
        /^SEARCH m USING (COVERING )?INDEX meetings_by_organization \(organization_name=\?\)/,
        `order ${order}`,
      );
    }
  });

  test('filtered by subject and sorted by subject, a page seeks the few matching subjects', () => {
    for (const order of [0, 1]) {
      run.length = 0;
      const page = list({ page: 2, size: 100, sort: 'subject', order, filter: 'subject=review' });
      const direction = order === 1 ? 'DESC' : 'ASC';
      const scanned = db
        .prepare(
          `SELECT uid FROM meetings NOT INDEXED WHERE subject LIKE '%review%'
           ORDER BY subject ${direction}, uid ${direction} LIMIT 100 OFFSET 100`,
        )
        .pluck()
        .all();
      assert.deepEqual(uids(page), scanned, direction);
      // Before, the walk read every subject's entries, testing the text on each.
      assertReadWith(PAGE, /^SEARCH m USING (COVERING )?INDEX meetings_by_subject \(subject=\?\)/, direction);
    }
  });

  test('filtered by subject and by state or start, the matches are counted from an index, reading no meeting', () => {
    const shapes: [filter: string, where: string][] = [
      ['subject=review&state=scheduled', "subject LIKE '%review%' AND state = 'scheduled'"],
      [
        'subject=review&startDate=2025-01-01~2025-12-31',
        "subject LIKE '%review%' AND start_date >= '2025-01-01' AND start_date < '2026-01-01'",
      ],
    ];
    for (const [filter, where] of shapes) {
      run.length = 0;
      const page = list({ page: 1, size: 100, sort: 'duration', order: 1, filter });
      const scanned = db
        .prepare(
          `SELECT uid FROM meetings NOT INDEXED WHERE ${where} ORDER BY duration DESC, uid DESC LIMIT 100`,
        )
        .pluck()
        .all();
      assert.deepEqual(uids(page), scanned, filter);
      const count = db.prepare(`SELECT COUNT(*) FROM meetings NOT INDEXED WHERE ${where}`).pluck().get();
      if (!page.estimated) assert.equal(page.total, count, filter);
      // The statement that gathers the matches (to count them, or to sort a few apart), not the sample's. Before
      // (migration 071), the walk took the state/start index and read each meeting to test its subject.
      assertReadWith(
        /^SELECT m\.rowid FROM meetings m WHERE/,
        /^SEARCH m USING COVERING INDEX meetings_by_subject_state_start /,
        filter,
      );
    }
  });

  test('filtered by a start range and sorted by state, a page tests the range from the index entry', () => {
    const range = "start_date < '2026-01-01'";
    const shapes: [filter: string, where: string][] = [
      ['startDate=~2025-12-31', range],
      ['subject=review&startDate=~2025-12-31', `subject LIKE '%review%' AND ${range}`],
      [
        'server=par&startDate=~2025-12-31',
        `server_id IN (SELECT id FROM meeting_servers WHERE address LIKE '%par%') AND ${range}`,
      ],
    ];
    for (const [filter, where] of shapes) {
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({ page: 2, size: 100, sort: 'state', order, filter });
        const direction = order === 1 ? 'DESC' : 'ASC';
        const shape = `${filter} ${direction}`;
        assert.ok(page.estimated, `${shape}: ${page.total} counted, not estimated`);
        const scanned = db
          .prepare(
            `SELECT uid FROM meetings NOT INDEXED WHERE ${where}
             ORDER BY state ${direction}, uid ${direction} LIMIT 100 OFFSET 100`,
          )
          .pluck()
          .all();
        assert.deepEqual(uids(page), scanned, shape);
        // Before (migration 084), the walk read the row of every entry to test the start: the scheduled and started
        // meetings, first in that order and none in a past range, were all read before the first match.
        const query = run.find(({ sql }) => PAGE.test(sql));
        assert.ok(query, `${shape}: the page was read`);
        const steps = planOf(query.sql, query.params).map(({ detail }) => detail);
        const walked = steps
          .map((detail) => /^SCAN m USING (?:COVERING )?INDEX (\S+)$/.exec(detail)?.[1])
          .find(Boolean);
        assert.equal(walked, 'meetings_by_state', `${shape}: ${steps.join('; ')}`);
        assert.ok(columnsOf(walked).includes('start_date'), `${shape}: ${walked} carries no start`);
      }
    }
  });

  test('filtered by creator or organization and by a start range or a state, the matches are gathered from an index, reading no meeting', () => {
    const creator = "(creator_email LIKE '%northwind%' OR creator_name LIKE '%northwind%')";
    const range = "start_date >= '2025-01-01' AND start_date < '2026-01-01'";
    const byStart =
      /^SEARCH m USING COVERING INDEX meetings_by_organization_start \(organization_name=\? AND start_date>\? AND start_date<\?\)$/;
    const byState =
      /^SEARCH m USING COVERING INDEX meetings_by_organization_state \(organization_name=\? AND state=\?\)$/;
    const shapes: [filter: string, where: string, index: RegExp][] = [
      ['creator=northwind&startDate=2025-01-01~2025-12-31', `${creator} AND ${range}`, byStart],
      [
        'organization=acme&startDate=2025-01-01~2025-12-31',
        `organization_name LIKE '%acme%' AND ${range}`,
        byStart,
      ],
      ['creator=northwind&state=scheduled', `${creator} AND state = 'scheduled'`, byState],
    ];
    db.exec('SAVEPOINT candidates');
    try {
      // More trigram candidates of "northwind" than are gathered (as at a million meetings, where its creators hold
      // a sixth of them): the creator's matches are then found from the other filters' indexes, not among those.
      db.prepare(
        "UPDATE meetings SET subject = subject || ' (Northwind)' WHERE rowid IN (SELECT rowid FROM meetings LIMIT ?)",
      ).run(CANDIDATES_SAMPLED_MAX + 1);
      for (const [filter, where, index] of shapes) {
        for (const [sort, column] of [
          ['startDate', 'start_date'],
          ['duration', 'duration'],
        ]) {
          run.length = 0;
          const page = list({ page: 2, size: 100, sort, order: 1, filter });
          const scanned = db
            .prepare(
              `SELECT uid FROM meetings NOT INDEXED WHERE ${where}
               ORDER BY ${column} DESC, uid DESC LIMIT 100 OFFSET 100`,
            )
            .pluck()
            .all();
          assert.deepEqual(uids(page), scanned, `${filter} by ${sort}`);
          const count = db.prepare(`SELECT COUNT(*) FROM meetings NOT INDEXED WHERE ${where}`).pluck().get();
          assert.equal(page.total, count, filter);
          // Before (migrations 077, 078), the matches were gathered along another index (the organization's here,
          // the state/start one at a million meetings), reading each meeting to test the filters the index lacks.
          assertReadWith(/^SELECT m\.rowid FROM meetings m WHERE/, index, `${filter} by ${sort}`);
        }
      }
    } finally {
      db.exec('ROLLBACK TO candidates; RELEASE candidates');
    }
  });

  test('few matches sorted by a column of many values: the page is found along the sort, without reading every match', () => {
    // 2,171 meetings of 2025 are calls (of 70,417): spread evenly along these sorts, the first and the last page's
    // matches lie within two index entries a match; the second page's do not, and its rows are sorted apart. The start
    // range is a seek of the start's index: every page is walked.
    const filter = 'startDate=2025-01-01~2025-12-31&isCall=true';
    const where = "start_date >= '2025-01-01' AND start_date < '2026-01-01' AND is_call = 1";
    const count = db
      .prepare(`SELECT COUNT(*) FROM meetings NOT INDEXED WHERE ${where}`)
      .pluck()
      .get() as number;
    assert.ok(count > 1_000 && count <= EXACT_TOTAL_MAX, `${count} matches`);
    const sorted: [sort: string, column: string, walked?: RegExp][] = [
      ['uid', 'uid', /^SCAN m USING COVERING INDEX meetings_by_uid$/],
      ['duration', 'duration', /^SCAN m USING COVERING INDEX meetings_by_duration$/],
      ['participantCount', 'participant_count', /^SCAN m USING COVERING INDEX meetings_by_participants$/],
      [
        'startDate',
        'start_date',
        /^SEARCH m USING COVERING INDEX meetings_by_start \(start_date>\? AND start_date<\?\)$/,
      ],
      // The states are few, and matches gather in one of them: every match is read and sorted, as before.
      ['state', 'state'],
    ];
    for (const [sort, column, walked] of sorted) {
      for (const order of [0, 1]) {
        for (const pageNumber of [1, 2, Math.ceil(count / 100)]) {
          run.length = 0;
          const page = list({ page: pageNumber, size: 100, sort, order, filter });
          const direction = order === 1 ? 'DESC' : 'ASC';
          const shape = `by ${sort} ${direction}, page ${pageNumber}`;
          const scanned = db
            .prepare(
              `SELECT uid FROM meetings NOT INDEXED WHERE ${where}
               ORDER BY ${column} ${direction}, uid ${direction} LIMIT 100 OFFSET ?`,
            )
            .pluck()
            .all((pageNumber - 1) * 100);
          assert.deepEqual(uids(page), scanned, shape);
          assert.deepEqual([page.total, page.estimated], [count, undefined], shape);
          // Before, the page read the row of each of the 2,171 matches and sorted them all.
          const sortedApart = run.filter(({ sql }) => /json_each\(\?\)\) ORDER BY \+/.test(sql));
          const walk = run.find(({ sql }) => /AS walked/.test(sql));
          if (!walked || (pageNumber === 2 && sort !== 'startDate')) {
            assert.equal(walk, undefined, shape);
            continue;
          }
          assert.deepEqual(sortedApart, [], shape);
          assert.ok(walk, `${shape}: no walk`);
          const plan = planOf(walk.sql, walk.params);
          const steps = plan.map(({ detail }) => detail);
          assert.ok(
            steps.some((detail) => walked.test(detail)),
            `${shape}: ${steps.join('; ')}`,
          );
          // The walk comes in the sort's order: only the page's own 100 rows are sorted, at the top.
          const sorts = plan.filter(({ detail }) => /TEMP B-TREE/.test(detail));
          assert.ok(
            sorts.every(({ parent }) => parent === 0),
            `${shape}: ${steps.join('; ')}`,
          );
        }
      }
    }
  });

  test('filtered by organization and by creator, a creator of none of those organizations finds nothing, reading no meeting', () => {
    for (const [filter, where] of [
      ['organization=acme&creator=northwind', ''],
      [
        'organization=north&creator=northwind',
        "organization_name LIKE '%north%' AND creator_email LIKE '%northwind%'",
      ],
    ]) {
      run.length = 0;
      const page = list({ page: 1, size: 100, sort: 'uid', order: 0, filter });
      if (!where) {
        assert.deepEqual(page, { items: [], total: 0 }, filter);
        // Before, the page walked every entry of Northwind's meetings, testing the organization filter on each; then
        // a sample of 2,000 meetings was still read to learn the total of none. Only the filters' look-ups run.
        const read = run.filter(({ sql }) => !sql.startsWith('WITH few')).map(({ sql }) => sql);
        assert.deepEqual(read, [], filter);
        continue;
      }
      const scanned = db
        .prepare(`SELECT uid FROM meetings NOT INDEXED WHERE ${where} ORDER BY uid LIMIT 100`)
        .pluck()
        .all();
      assert.equal(scanned.length, 100, filter);
      assert.deepEqual(uids(page), scanned, filter);
    }
  });

  test('with more than a thousand subjects, the subject filter tests the text instead of looking them up', () => {
    db.exec('SAVEPOINT subjects');
    try {
      db.exec(
        "UPDATE meetings SET subject = 'Review ' || uid WHERE rowid IN (SELECT rowid FROM meetings LIMIT 1500)",
      );
      run.length = 0;
      const page = list({ page: 1, size: 100, sort: 'subject', order: 1, filter: 'subject=review' });
      const scanned = db
        .prepare(
          `SELECT uid FROM meetings NOT INDEXED WHERE subject LIKE '%review%'
           ORDER BY subject DESC, uid DESC LIMIT 100`,
        )
        .pluck()
        .all();
      assert.deepEqual(uids(page), scanned);
      const pageQuery = run.find(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
      assert.match(pageQuery?.sql ?? '', /m\.subject LIKE \?/);
    } finally {
      db.exec('ROLLBACK TO subjects; RELEASE subjects');
    }
  });

  test('filtered by creator, meetings without an organization are kept, and a creator no one matches finds none', () => {
    const [email] = db
      .prepare("SELECT creator_email FROM meetings WHERE creator_email LIKE '%northwind%' LIMIT 1")
      .pluck()
      .all() as string[];
    db.exec('SAVEPOINT unsubscribed');
    try {
      // A few of one creator's meetings lose their subscription, and with it their organization.
      db.prepare(
        `UPDATE meetings SET subscription_uid = NULL
         WHERE uid IN (SELECT uid FROM meetings WHERE creator_email = ? ORDER BY uid LIMIT 30)`,
      ).run(email);
      const unsubscribed = db
        .prepare(
          'SELECT uid FROM meetings WHERE creator_email = ? AND organization_name IS NULL ORDER BY uid',
        )
        .pluck()
        .all(email);
      assert.equal(unsubscribed.length, 30);
      for (const order of [0, 1]) {
        const page = list({ page: 1, size: 100, sort: 'organization', order, filter: `creator=${email}` });
        assert.deepEqual(uids(page), scannedByOrganization('creator_email = ?', [email], order));
      }
      // Ascending, meetings without an organization come first.
      const first = list({ page: 1, size: 30, sort: 'organization', order: 0, filter: `creator=${email}` });
      assert.deepEqual(uids(first), unsubscribed);
      const none = list({
        page: 1,
        size: 100,
        sort: 'organization',
        order: 0,
        filter: 'creator=nobody-at-all',
      });
      assert.deepEqual(none, { items: [], total: 0 });
    } finally {
      db.exec('ROLLBACK TO unsubscribed; RELEASE unsubscribed');
    }
  });
});

describe('a text filter with many candidates pages along the sort without reading every match', () => {
  let db: Db;
  let list: (query: Record<string, unknown>) => Page;
  const run: { sql: string; params: unknown[] }[] = [];

  before(() => {
    db = openDatabase(':memory:');
    // More users than a search's candidates are sorted apart, nearly all of them with "example" in their e-mail
    // address.
    seed(db, { extraUsers: CANDIDATES_SORTED_MAX + 5_000, now: Date.parse('2026-06-15T12:00:00Z') });
    recordStatements(db, run);
    const handler = userHandlers({ db } as unknown as Context).listUsers as unknown as (request: {
      query: Record<string, unknown>;
    }) => Page;
    list = (query) => handler({ query });
  });
  after(() => db.close());

  test('email=example: the total is estimated from a sample and each sort walks its own index, the candidates tested from the entry', () => {
    const problems: string[] = [];
    for (const [sort, [, index]] of Object.entries(SORTED)) {
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({ page: 1, size: 100, sort, order, filter: 'email=example' });
        const shape = `by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
        if (!page.estimated) problems.push(`${shape}: total ${page.total} counted, not estimated`);
        if (page.items.length !== 100) problems.push(`${shape}: ${page.items.length} rows`);
        // No statement reads a row per candidate: only a sample of them (`% ? < ?`) is read.
        for (const { sql } of run) {
          if (/FROM \(SELECT rowid FROM users_search[^)]*\) AS candidate/.test(sql))
            problems.push(`${shape}: a row read per candidate in ${sql}`);
        }
        const keys = run.find(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
        const plan = keys ? planOf(keys.sql, keys.params) : [];
        const steps = plan.map((step) => step.detail);
        if (!steps.some((detail) => new RegExp(`^SCAN users USING (COVERING )?INDEX ${index}$`).test(detail)))
          problems.push(`${shape}: ${index} not walked in ${steps.join('; ')}`);
        const sortsApart = plan.some(
          (step) =>
            step.detail === 'USE TEMP B-TREE FOR ORDER BY' &&
            plan.some((parent) => parent.id === step.parent && /SUBQUERY/.test(parent.detail)),
        );
        if (sortsApart) problems.push(`${shape}: matches sorted apart in ${steps.join('; ')}`);
        if (!keys?.sql.includes('+users.id IN (SELECT rowid FROM users_search'))
          problems.push(`${shape}: the walk does not test the candidates from the entry: ${keys?.sql}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  const planOf = (sql: string, params: unknown[]): Step[] =>
    db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Step[];

  test('email=example&activated=false: the few matches are found once among the candidates, and the page reads only their rows', () => {
    const where = "email LIKE '%example%' AND activated = 0";
    const exact = db.prepare(`SELECT COUNT(*) FROM users NOT INDEXED WHERE ${where}`).pluck().get() as number;
    assert.ok(exact > 100 && exact < EXACT_TOTAL_MAX, `${exact} deactivated users`);
    const problems: string[] = [];
    for (const [sort, [column]] of Object.entries(SORTED)) {
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({ page: 1, size: 100, sort, order, filter: 'email=example&activated=false' });
        const shape = `by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
        assert.equal(page.total, exact, shape);
        assert.equal(page.estimated, undefined, shape);
        const ids = page.items.map((item) => (item as { id: number }).id);
        assert.deepEqual(ids, scannedUsers(db, where, [], column, order), shape);
        const rowsRead = run.filter(({ sql }) =>
          /FROM \(SELECT rowid FROM users_search[^)]*\) AS candidate/.test(sql),
        );
        if (rowsRead.length !== 1)
          problems.push(`${shape}: the candidates' rows read ${rowsRead.length} times`);
        const keys = run.find(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
        if (!keys?.sql.includes('json_each') || keys.sql.includes('users_search'))
          problems.push(`${shape}: the page does not read the found rows only: ${keys?.sql}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});

describe('a text filter with more candidates than are sampled tests the text on the row; with fewer, sorts them apart', () => {
  let db: Db;
  let list: (query: Record<string, unknown>) => Page;
  const run: { sql: string; params: unknown[] }[] = [];
  const scanned = (where: string, params: unknown[], column: string, order: number) =>
    scannedUsers(db, where, params, column, order);
  const planOf = (sql: string, params: unknown[]) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Step[]).map((step) => step.detail);
  /** Statements that read the search index other than counting its first candidates up to the bound. */
  const gathered = () =>
    run.filter(
      ({ sql }) => sql.includes('users_search') && !sql.includes(`LIMIT ${CANDIDATES_SORTED_MAX + 1})`),
    );

  before(() => {
    db = openDatabase(':memory:');
    // More users than a search's candidates are sampled from, nearly all with "example" in their e-mail address.
    seed(db, { extraUsers: CANDIDATES_SAMPLED_MAX + 10_000, now: Date.parse('2026-06-15T12:00:00Z') });
    recordStatements(db, run);
    const handler = userHandlers({ db } as unknown as Context).listUsers as unknown as (request: {
      query: Record<string, unknown>;
    }) => Page;
    list = (query) => handler({ query });
  });
  after(() => db.close());

  test('after a bulk seed the planner counts every row: its statistics give each language its share of the users', () => {
    const stat = db
      .prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'users_by_language'")
      .pluck()
      .get() as string;
    const perLanguage = Number(stat.split(' ')[1]);
    const share = db
      .prepare('SELECT COUNT(*) * 1.0 / COUNT(DISTINCT language) FROM users')
      .pluck()
      .get() as number;
    assert.ok(Math.abs(perLanguage - share) <= share * 0.05, `${perLanguage} users a language for ${share}`);
  });

  test('activated=false with a language or a date range: the matches are sought in the index of the activation, no row read before the page', () => {
    const problems: string[] = [];
    const paired: [filter: string, where: string, params: unknown[]][] = [
      ['language=fr', 'language = ?', ['fr']],
      ['lastLoginDate=2026-03-15~', 'last_login_date >= ?', ['2026-03-15']],
      [
        'registrationDate=2025-01-01~2025-12-31',
        'registration_date >= ? AND registration_date < ?',
        ['2025-01-01', '2026-01-01'],
      ],
    ];
    for (const [other, where, params] of paired) {
      for (const [sort, column] of [
        ['lastName', 'last_name'],
        ['lastLoginDate', 'last_login_date'],
      ] as const) {
        run.length = 0;
        const page = list({ page: 1, size: 100, sort, order: 1, filter: `activated=false&${other}` });
        const shape = `activated=false&${other} by ${sort}`;
        const requested = [...run];
        const ids = page.items.map((item) => (item as { id: number }).id);
        assert.ok(ids.length > 0, shape);
        assert.deepEqual(ids, scanned(`activated = 0 AND ${where}`, params, column, 1), shape);
        // Every step that reads users goes through the activation's index or by key (the sample, the page's rows, the
        // table's first and last key).
        for (const { sql, params: used } of requested)
          for (const detail of planOf(sql, used))
            if (/^(SCAN|SEARCH) users /.test(detail) && !/INDEX users_by_activated |PRIMARY KEY/.test(detail))
              problems.push(`${shape}: ${detail} in ${sql}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('email=example: an estimated total, and each sort walks its own index testing the e-mail on the row, never gathering the candidates', () => {
    const problems: string[] = [];
    for (const [sort, [column, index]] of Object.entries(SORTED)) {
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({ page: 1, size: 100, sort, order, filter: 'email=example' });
        const shape = `by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
        if (!page.estimated) problems.push(`${shape}: total ${page.total} counted, not estimated`);
        const ids = page.items.map((item) => (item as { id: number }).id);
        assert.deepEqual(ids, scanned("email LIKE '%example%'", [], column, order), shape);
        for (const { sql } of gathered()) problems.push(`${shape}: the candidates read in ${sql}`);
        const keys = run.find(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
        const steps = keys ? planOf(keys.sql, keys.params) : [];
        if (!steps.some((detail) => new RegExp(`^SCAN users USING (COVERING )?INDEX ${index}$`).test(detail)))
          problems.push(`${shape}: ${index} not walked in ${steps.join('; ')}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test("email=example with a registration day: the exact total is counted from the day's index, not from every candidate's row", () => {
    const day = db
      .prepare("SELECT substr(registration_date, 1, 10) FROM users WHERE email LIKE '%bulk%' LIMIT 1")
      .pluck()
      .get() as string;
    const where = "email LIKE '%example%' AND substr(registration_date, 1, 10) = ?";
    const exact = db
      .prepare(`SELECT COUNT(*) FROM users NOT INDEXED WHERE ${where}`)
      .pluck()
      .get(day) as number;
    assert.ok(exact > 0 && exact < 100, `${exact} users registered on ${day}`);
    const problems: string[] = [];
    for (const [sort, [column]] of Object.entries(SORTED)) {
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({
          page: 1,
          size: 100,
          sort,
          order,
          filter: `email=example&registrationDate=${day}`,
        });
        const shape = `by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
        assert.equal(page.total, exact, shape);
        assert.equal(page.estimated, undefined, shape);
        const ids = page.items.map((item) => (item as { id: number }).id);
        assert.deepEqual(ids, scanned(where, [day], column, order), shape);
        for (const { sql } of gathered()) problems.push(`${shape}: the candidates read in ${sql}`);
        const count = run.find(({ sql }) => sql.startsWith('SELECT users.id FROM users WHERE'));
        const steps = count ? planOf(count.sql, count.params) : [];
        if (
          !steps.some((detail) => /^SEARCH users USING (COVERING )?INDEX users_by_registration /.test(detail))
        )
          problems.push(`${shape}: the count does not seek the day in ${steps.join('; ')}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('filtered by language and sorted by a name, an e-mail address or a login, a page seeks the language in an index of that sort', () => {
    const problems: string[] = [];
    for (const [filter, where, params] of [
      ['language=fr', 'language = ?', ['fr']],
      ['email=example&language=fr', "email LIKE '%example%' AND language = ?", ['fr']],
    ] as const) {
      for (const sort of ['email', 'login', 'firstName', 'lastName']) {
        const [column] = SORTED[sort] as [string, string];
        for (const order of [0, 1]) {
          run.length = 0;
          const page = list({ page: 1, size: 100, sort, order, filter });
          const shape = `${filter} by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
          assert.ok(page.estimated, `${shape}: ${page.total} counted, so the page is not walked`);
          const ids = page.items.map((item) => (item as { id: number }).id);
          assert.deepEqual(ids, scanned(where, [...params], column, order), shape);
          const keys = run.find(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
          const steps = keys ? planOf(keys.sql, keys.params) : [];
          const seek = new RegExp(
            `^SEARCH users USING (COVERING )?INDEX users_by_language_${column} \\(language=\\?\\)$`,
          );
          if (!steps.some((detail) => seek.test(detail))) problems.push(`${shape}: ${steps.join('; ')}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  test('filtered by a server zone and a language no one there speaks, the pair is sought in one index and nothing else is read', () => {
    // Each zone holds the users of two languages: another language matches no one in it.
    const [zone, language] = db
      .prepare(
        `SELECT zone.id, spoken.language FROM (SELECT DISTINCT server_zone_id AS id FROM users) AS zone,
           (SELECT DISTINCT language FROM users) AS spoken
         WHERE zone.id IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM users NOT INDEXED WHERE server_zone_id = zone.id AND language = spoken.language
         ) ORDER BY 1, 2 LIMIT 1`,
      )
      .raw()
      .get() as [number, string];
    const filter = `language=${language}&serverZone=${zone}`;
    const problems: string[] = [];
    for (const sort of Object.keys(SORTED)) {
      for (const order of [0, 1]) {
        const shape = `${filter} by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
        run.length = 0;
        assert.deepEqual(list({ page: 1, size: 100, sort, order, filter }), { items: [], total: 0 }, shape);
        // Without the pair's index, the matches were looked for among every user of the language or of the zone.
        for (const { sql, params } of run.filter((r) => r.sql.includes('server_zone_id = ?'))) {
          if (sql.includes('2654435761')) continue;
          const steps = planOf(sql, params);
          if (
            !steps.some((d) =>
              d.includes('INDEX users_by_server_zone_language (server_zone_id=? AND language=?)'),
            )
          )
            problems.push(`${shape}: ${steps.join('; ')}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  test('two date ranges with many matches: the total is estimated from a sample of the table, the matches never counted', () => {
    // A third of the users: registered in the last three years and signed in during the last six months.
    const filter = 'registrationDate=2023-06-15~2026-06-15&lastLoginDate=2025-12-15~';
    const where = 'registration_date >= ? AND registration_date < ? AND last_login_date >= ?';
    const params = ['2023-06-15', '2026-06-16', '2025-12-15'];
    const problems: string[] = [];
    for (const [sort, [column]] of Object.entries(SORTED)) {
      for (const order of [0, 1]) {
        run.length = 0;
        const page = list({ page: 1, size: 100, sort, order, filter });
        const shape = `by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
        if (!page.estimated) problems.push(`${shape}: total ${page.total} counted, not estimated`);
        const ids = page.items.map((item) => (item as { id: number }).id);
        assert.deepEqual(ids, scanned(where, params, column, order), shape);
        for (const { sql } of run.filter(({ sql }) => sql.includes(`LIMIT ${EXACT_TOTAL_MAX + 1}`)))
          problems.push(`${shape}: the matches counted in ${sql}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  /**
   * Runs `check` while MARKED users, those `chosen` picks (its `?`: how many), have "qqq" in their first name: a
   * search with more candidates than a total counts exactly, but few enough to be sorted apart.
   */
  const withMarked = (chosen: string, check: () => void) => {
    assert.ok(MARKED > EXACT_TOTAL_MAX && MARKED <= CANDIDATES_SORTED_MAX);
    db.exec('SAVEPOINT marked');
    try {
      db.prepare(`UPDATE users SET first_name = first_name || 'qqq' WHERE id IN (${chosen})`).run(MARKED);
      check();
    } finally {
      db.exec('ROLLBACK TO marked; RELEASE marked');
    }
  };

  test('a search of a few thousand more candidates than are counted, with a filter few of them pass: their rows are read once, the filter tested before the text, and no sample is taken', () => {
    // Users spread over the table, a few percent of them deactivated, are the search's candidates.
    withMarked('SELECT id FROM users WHERE id % 5 = 0 ORDER BY id LIMIT ?', () => {
      const where = "first_name LIKE '%qqq%' AND activated = 0";
      const exact = db
        .prepare(`SELECT COUNT(*) FROM users NOT INDEXED WHERE ${where}`)
        .pluck()
        .get() as number;
      assert.ok(exact > 100 && exact < EXACT_TOTAL_MAX, `${exact} deactivated users marked`);
      for (const [sort, [column]] of Object.entries(SORTED)) {
        for (const order of [0, 1]) {
          const shape = `by ${sort} ${order === 1 ? 'DESC' : 'ASC'}`;
          run.length = 0;
          const page = list({ page: 1, size: 100, sort, order, filter: 'name=qqq&activated=false' });
          assert.equal(page.total, exact, shape);
          assert.equal(page.estimated, undefined, shape);
          const ids = page.items.map((item) => (item as { id: number }).id);
          assert.deepEqual(ids, scanned(where, [], column, order), shape);
          const rowsRead = run.filter(({ sql }) =>
            /FROM \(SELECT rowid FROM users_search[^)]*\) AS candidate/.test(sql),
          );
          assert.equal(rowsRead.length, 1, `${shape}: the candidates' rows read ${rowsRead.length} times`);
          // The activation, which rejects most of them, is tested on each row before the four LIKE tests.
          const gather = rowsRead[0]?.sql ?? '';
          assert.ok(
            gather.indexOf('activated = ?') < gather.indexOf('LIKE'),
            `${shape}: the text tested first in ${gather}`,
          );
          const samples = run.filter(({ sql }) => sql.includes('2654435761'));
          assert.deepEqual(samples, [], `${shape}: a sample taken before the matches were gathered`);
        }
      }
    });
  });

  test('a search of a few thousand more candidates than are counted, gathered at the end of the sort: a short walk, then the candidates sorted apart', () => {
    // The last users by e-mail address are the search's candidates.
    withMarked('SELECT id FROM users ORDER BY email DESC LIMIT ?', () => {
      const where = "first_name LIKE '%qqq%'";
      const problems: string[] = [];
      for (const order of [0, 1]) {
        const shape = `by email ${order === 1 ? 'DESC' : 'ASC'}`;
        const first = list({ page: 1, size: 100, sort: 'email', order, filter: 'name=qqq' });
        assert.ok(first.estimated, `${shape}: ${first.total} counted, not estimated`);
        const last = Math.ceil(first.total / 100);
        for (const number of [1, 2, last - 1, last]) {
          run.length = 0;
          const page = list({ page: number, size: 100, sort: 'email', order, filter: 'name=qqq' });
          const pages = run.filter(({ sql }) => sql.includes('LIMIT ? OFFSET ?'));
          // An estimated total reads its last pages backwards from the end: they hold the last matches.
          const backwards = number > last / 2;
          const direction = (order === 1) !== backwards ? 'DESC' : 'ASC';
          const skipped = backwards ? first.total - number * 100 : (number - 1) * 100;
          const expected = db
            .prepare(
              `SELECT id FROM users NOT INDEXED WHERE ${where} ORDER BY email ${direction}, id ${direction}
               LIMIT ? OFFSET ?`,
            )
            .pluck()
            .all(backwards ? 100 + Math.min(0, skipped) : 100, Math.max(0, skipped));
          if (backwards) expected.reverse();
          const ids = page.items.map((item) => (item as { id: number }).id);
          assert.deepEqual(ids, expected, `${shape}, page ${number}`);
          // Each walk along the e-mail index stops at a bound: unbounded, a walk from the other end passed every
          // entry before the first match.
          const walks = pages.filter(({ sql }) => sql.includes('INDEXED BY users_by_email'));
          for (const { sql } of walks)
            if (!/email [<>] \?/.test(sql))
              problems.push(`${shape}, page ${number}: an unbounded walk in ${sql}`);
          const apart = pages.filter(({ sql }) => !sql.includes('INDEXED BY'));
          // From the start of the matches, the short walk finds the page; from the other end it stops short, and
          // the page is sorted apart from the candidates' rows, found through the search index.
          const fromMatches = direction === 'DESC';
          if (walks.length !== 1) problems.push(`${shape}, page ${number}: ${walks.length} walks`);
          if (apart.length !== (fromMatches ? 0 : 1))
            problems.push(`${shape}, page ${number}: ${apart.length} pages sorted apart`);
          for (const { sql, params } of apart) {
            const steps = planOf(sql, params);
            if (
              !sql.includes('users.id IN (SELECT rowid FROM users_search') ||
              steps.some((d) => /^SCAN users( |$)/.test(d))
            )
              problems.push(`${shape}, page ${number}: not read from the candidates: ${steps.join('; ')}`);
          }
        }
      }
      assert.deepEqual(problems, []);
    });
  });
});
