// The exports of a subscription's organizers and forced contacts honour the list's filters: the file holds the rows
// the list shows under the same filter, ordered by e-mail; a bad filter is refused before anything is sent; the
// managers of the subscription's organization export as the administrators do.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import Papa from 'papaparse';
import { callOp } from './contract-support';
import { serverWithAdminAndManager, TestClient, USER } from './helpers';

type Row = Record<string, string>;
const rowsOf = (text: string) => Papa.parse<Row>(text.trim(), { header: true, delimiter: ';' }).data;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe("a subscription's exports follow the list's filters", () => {
  const suite = serverWithAdminAndManager();
  const { admin } = suite;
  let uid = '';

  before(() => {
    const db = suite.server.context.db;
    // The subscription the ordinary demo user manages, with organizers and contacts of more than one source.
    uid = db
      .prepare(
        `SELECT s.uid FROM subscriptions s JOIN organization_managers om ON om.organization_uid = s.organization_uid
         JOIN users u ON u.id = om.user_id WHERE u.email = ? ORDER BY s.uid`,
      )
      .pluck()
      .get(USER.email) as string;
    const add = db.prepare(
      'INSERT OR IGNORE INTO forced_contacts (subscription_uid, email, first_name, last_name, source) VALUES (?, ?, ?, ?, ?)',
    );
    add.run(uid, 'zeta.front@example.org', 'Zeta', 'Front', 'MANUAL');
    add.run(uid, 'zeta.back@example.org', 'Zeta', 'Back', 'LDAP');
    add.run(uid, 'omega.desk@example.org', 'Omega', 'Desk', 'IMPORT');
    const users = db
      .prepare("SELECT id FROM users WHERE email LIKE '%@example.com' ORDER BY id LIMIT 3")
      .pluck()
      .all() as number[];
    const organizer = db.prepare(
      "INSERT OR IGNORE INTO organizers (subscription_uid, user_id, added_date, source) VALUES (?, ?, '2026-01-01T00:00:00Z', ?)",
    );
    users.forEach((id, index) => {
      organizer.run(uid, id, index === 0 ? 'LDAP' : 'MANUAL');
    });
  });

  for (const [list, exported, column] of [
    ['listOrganizers', 'exportOrganizers', 'email'],
    ['listForcedContacts', 'exportForcedContacts', 'email'],
  ] as const) {
    test(`${exported}: with no filter every row, with the list's filters only the rows the list shows`, async () => {
      const everyone = rowsOf((await callOp(admin, exported, { params: { uid } })).text);
      const sources = new Set(everyone.map((row) => row.source));
      assert.ok(sources.size >= 2, `${exported}: rows of two sources or more`);
      const source = [...sources][0] ?? '';
      const name = (everyone[0]?.[column] ?? '').slice(0, 4);
      for (const filter of [`source=${source}`, `name=${encodeURIComponent(name)}`]) {
        const file = rowsOf((await callOp(admin, exported, { params: { uid }, query: { filter } })).text);
        const shown = (
          (await callOp(admin, list, { params: { uid }, query: { filter, size: 500 } })).body as {
            items: Row[];
          }
        ).items;
        assert.deepEqual(
          file.map((row) => row[column]),
          shown.map((row) => row[column]).sort(),
          `${exported} ${filter}`,
        );
        assert.ok(file.length > 0 && file.length < everyone.length, `${exported} ${filter} narrows`);
      }
    });

    test(`${exported}: an unknown filter is refused (400, 1004)`, async () => {
      const answer = await callOp(admin, exported, {
        params: { uid },
        query: { filter: 'password=x' },
        expect: 400,
      });
      assert.equal(codeOf(answer), 1004);
    });
  }

  test('a manager of the organization exports its filtered forced contacts too', async () => {
    const manager = new TestClient(suite.server.url);
    assert.equal((await manager.signIn(USER.email, USER.password)).status, 200);
    const file = rowsOf(
      (await callOp(manager, 'exportForcedContacts', { params: { uid }, query: { filter: 'name=zeta' } }))
        .text,
    );
    assert.deepEqual(
      file.map((row) => row.email),
      ['zeta.back@example.org', 'zeta.front@example.org'],
    );
  });
});
