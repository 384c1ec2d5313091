// Lists at scale answer what a plain scan would: every contract sort in both orders with no filter, each filter
// and each pair of filters, at the pages the pager reaches and one in the middle, over enough generated users and
// meetings that both plans (few matches, many matches) and estimated totals are taken.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { meetingHandlers } from '../api/meetings';
import { userHandlers } from '../api/users';
import type { Context } from '../context';
import { type Db, openDatabase } from '../db/database';
import { EXACT_TOTAL_MAX } from '../lib/list';
import { nextDay } from '../lib/time';
import { seed } from '../seed/index';

const BULK = 10_500;
const SIZE = 100;

type Page = { items: Record<string, unknown>[]; total: number; estimated?: boolean };
type List = (query: Record<string, unknown>) => Page;

/** A filter of the test: its query value, and the same rule as plain SQL over the rows. */
type Rule = [value: string, sql: string, params: unknown[]];
const contains = (value: string, ...columns: string[]): Rule => [
  value,
  columns.map((column) => `${column} LIKE ?`).join(' OR '),
  columns.map(() => `%${value}%`),
];
const range = (column: string, start: string, stop: string): Rule => [
  `${start}~${stop}`,
  `${column} >= ? AND ${column} < ?`,
  [start, nextDay(stop)],
];

const USERS = {
  key: 'id',
  from: 'users NOT INDEXED',
  sorts: {
    email: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    login: 'login',
    registrationDate: 'registration_date',
    lastLoginDate: 'last_login_date',
    language: 'language',
  },
  filters: {
    name: contains('son', 'first_name', 'last_name', 'email', 'login'),
    email: contains('example', 'email'),
    role: ['userManager', "' ' || roles || ' ' LIKE '% userManager %'", []],
    language: ['fr', 'language = ?', ['fr']],
    activated: ['false', 'activated = 0', []],
    serverZone: ['2', 'server_zone_id = ?', [2]],
    registrationDate: range('registration_date', '2024-01-01', '2025-06-30'),
    lastLoginDate: range('last_login_date', '2026-01-01', '2099-12-31'),
  } as Record<string, Rule>,
};

const ORGANIZATION = `(SELECT o.name FROM subscriptions s JOIN organizations o ON o.uid = s.organization_uid
  WHERE s.uid = m.subscription_uid)`;
const MEETINGS = {
  key: 'uid',
  from: 'meetings m NOT INDEXED',
  sorts: {
    uid: 'm.uid',
    subject: 'm.subject',
    startDate: 'm.start_date',
    duration: 'm.duration',
    state: 'm.state',
    organization: ORGANIZATION,
    participantCount: '(SELECT COUNT(*) FROM attendees a WHERE a.meeting_uid = m.uid)',
  },
  filters: {
    subject: contains('review', 'm.subject'),
    uid: ['100005000', 'm.uid = ?', ['100005000']],
    state: ['scheduled', 'm.state = ?', ['scheduled']],
    organization: contains('acme', ORGANIZATION),
    server: contains('par', '(SELECT address FROM meeting_servers WHERE id = m.server_id)'),
    creator: contains('example', 'm.creator_email', 'm.creator_name'),
    startDate: range('m.start_date', '2025-01-01', '2025-12-31'),
    isCall: ['true', 'm.is_call = 1', []],
    securityLevel: ['high', 'm.security_level = ?', ['high']],
  } as Record<string, Rule>,
};

/** No filter, each filter alone, each pair. */
function shapes(filters: Record<string, Rule>): string[][] {
  const names = Object.keys(filters);
  return [[], ...names.map((n) => [n]), ...names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b]))];
}

describe('large lists answer what a plain scan would', () => {
  let db: Db;
  let users: List;
  let meetings: List;
  before(() => {
    db = openDatabase(':memory:');
    seed(db, { extraUsers: BULK, extraMeetings: BULK, now: Date.parse('2026-06-15T12:00:00Z') });
    const context = { db } as unknown as Context;
    const asList = (handler: unknown) => (query: Record<string, unknown>) =>
      (handler as (request: { query: Record<string, unknown> }) => Page)({ query });
    users = asList(userHandlers(context).listUsers);
    meetings = asList(meetingHandlers(context).listMeetings);
    // A meeting's participants change after the seed: the kept count follows.
    const uid = db.prepare('SELECT meeting_uid FROM attendees LIMIT 1').pluck().get();
    db.prepare(
      'DELETE FROM attendees WHERE id IN (SELECT id FROM attendees WHERE meeting_uid = ? LIMIT 2)',
    ).run(uid);
  });
  after(() => db.close());

  for (const [name, spec, list] of [
    ['users', USERS, () => users],
    ['meetings', MEETINGS, () => meetings],
  ] as const) {
    test(`${name}: every sort x order x filter and pair gives the plain scan's rows and total`, () => {
      let estimated = 0;
      let many = 0;
      for (const chosen of shapes(spec.filters)) {
        const rules = chosen.map((n) => spec.filters[n] as Rule);
        const filter = new URLSearchParams(chosen.map((n, i) => [n, (rules[i] as Rule)[0]])).toString();
        const where = rules.length ? rules.map(([, sql]) => `(${sql})`).join(' AND ') : '1 = 1';
        const params = rules.flatMap(([, , p]) => p);
        const exact = db
          .prepare(`SELECT COUNT(*) FROM ${spec.from} WHERE ${where}`)
          .pluck()
          .get(...params) as number;
        for (const [sort, column] of Object.entries(spec.sorts)) {
          for (const order of [0, 1]) {
            const keys = (descending: boolean, limit: number, offset: number) => {
              const direction = descending ? 'DESC' : 'ASC';
              return db
                .prepare(
                  `SELECT m_key FROM (SELECT ${spec.key === 'id' ? 'id' : 'm.uid'} AS m_key, ${column} AS m_sort
                     FROM ${spec.from} WHERE ${where}) ORDER BY m_sort ${direction}, m_key ${direction} LIMIT ? OFFSET ?`,
                )
                .pluck()
                .all(...params, limit, offset);
            };
            const direction = order === 1 ? 'DESC' : 'ASC';
            const first = list()({ page: 1, size: SIZE, sort, order, filter });
            const shape = `${filter || 'no filter'} by ${sort} ${direction}`;
            if (first.estimated) {
              estimated++;
              assert.ok(exact > EXACT_TOTAL_MAX, `${shape}: estimated only above the bound`);
              assert.ok(
                Math.abs(first.total - exact) <= exact * 0.2,
                `${shape}: ${first.total} for ${exact}`,
              );
            } else {
              assert.equal(first.total, exact, shape);
            }
            if (exact > EXACT_TOTAL_MAX) many++;
            const pages = Math.max(1, Math.ceil(first.total / SIZE));
            for (const page of new Set(
              [1, 2, Math.ceil(pages / 2), pages - 1, pages].filter((p) => p >= 1),
            )) {
              const answer = page === 1 ? first : list()({ page, size: SIZE, sort, order, filter });
              const got = answer.items.map((item) => item[spec.key]);
              // An estimated total's pages past its middle count from the end: the last page is the last rows.
              const offset = (page - 1) * SIZE;
              const fromEnd = first.estimated && offset + SIZE / 2 > first.total / 2;
              const expected = fromEnd
                ? keys(
                    order === 0,
                    Math.max(0, Math.min(SIZE, first.total - offset)),
                    Math.max(0, first.total - offset - SIZE),
                  ).reverse()
                : keys(order === 1, SIZE, offset);
              assert.deepEqual(got, expected, `${shape}, page ${page} of ${pages}`);
            }
          }
        }
      }
      // Both plans and estimates were taken.
      assert.ok(many > 0 && estimated > 0, `${many} shapes with many matches, ${estimated} estimated`);
    });
  }
});
