// Bulk actions of the users, meetings and files lists: each record done or refused as its one-record operation
// would be (authority per account from the contract), each reported, each in the audit trail; roles of `x-roles`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callOp } from './contract-support';
import { serverWithAdminAndManager, TestClient, USER } from './helpers';

type Report = {
  succeeded: number;
  failed: number;
  results: { id: string; key: string; result: string; code?: number }[];
};
type Entry = { operation: string; recordId: string; outcome: string; code?: number; changes: unknown[] };
const codeOf = (answer: { body: unknown }) => (answer.body as { exception: { code: number } }).exception.code;

describe('bulk actions', () => {
  const suite = serverWithAdminAndManager();
  const { admin, manager } = suite;
  let serial = 0;

  /** A fresh account with these roles, written straight into the database. */
  function account(roles: string[], activated = 1): number {
    serial += 1;
    const email = `bulk-${serial}@bulk.example.org`;
    const { lastInsertRowid } = suite.server.context.db
      .prepare(
        `INSERT INTO users (email, login, first_name, last_name, registration_date, language, time_zone_id, roles,
           activated) VALUES (?, ?, 'Bulk', 'Account', '2026-01-01T00:00:00.000Z', 'en', 'Europe/Paris', ?, ?)`,
      )
      .run(email, email, roles.join(' '), activated);
    return Number(lastInsertRowid);
  }
  const user = (id: number) =>
    suite.server.context.db.prepare('SELECT email, roles, activated FROM users WHERE id = ?').get(id) as {
      email: string;
      roles: string;
      activated: number;
    };
  async function trail(filter: string): Promise<Entry[]> {
    const answer = await callOp(admin, 'listAuditEntries', { query: { filter, size: 100 } });
    return (answer.body as { items: Entry[] }).items;
  }

  test('a user manager deactivates a selection: the plain accounts are done, the administrator refused with 1005', async () => {
    const plain = [account([]), account(['userManager'])];
    const administrator = account(['administrator']);
    const answer = await callOp(manager, 'bulkUsers', {
      json: { ids: [...plain, administrator], action: 'deactivate' },
    });
    const report = answer.body as Report;
    assert.deepEqual(
      report.results.map((r) => [r.key, r.result, r.code]),
      [
        [user(plain[0] as number).email, 'done', undefined],
        [user(plain[1] as number).email, 'done', undefined],
        [user(administrator).email, 'refused', 1005],
      ],
    );
    assert.deepEqual([report.succeeded, report.failed], [2, 1]);
    assert.deepEqual(
      [...plain, administrator].map((id) => user(id).activated),
      [0, 0, 1],
    );
    const entries = await trail(`recordType=user&recordId=${plain[0]}`);
    assert.equal(entries[0]?.operation, 'updateUser');
    assert.deepEqual(entries[0]?.changes, [{ field: 'activated', old: 1, new: 0 }]);
    const refused = await trail(`recordType=user&recordId=${administrator}`);
    assert.deepEqual([refused[0]?.outcome, refused[0]?.code], ['refused', 1005]);
    const call = await trail('operation=bulkUsers');
    assert.ok(call.length > 0, 'the bulk call itself is in the trail');
  });

  test('a user manager cannot promote to system administrator: every row refused, nothing granted', async () => {
    const ids = [account([]), account([])];
    const report = (
      await callOp(manager, 'bulkUsers', { json: { ids, action: 'setRole', role: 'systemAdmin' } })
    ).body as Report;
    assert.deepEqual(
      report.results.map((r) => [r.result, r.code]),
      [
        ['refused', 1005],
        ['refused', 1005],
      ],
    );
    assert.deepEqual(
      ids.map((id) => user(id).roles),
      ['', ''],
    );
  });

  test('setting and removing a role keep the roles already held; a role within authority is done', async () => {
    const id = account(['userManager']);
    await callOp(admin, 'bulkUsers', { json: { ids: [id], action: 'setRole', role: 'administrator' } });
    assert.equal(user(id).roles, 'userManager administrator');
    await callOp(admin, 'bulkUsers', { json: { ids: [id], action: 'removeRole', role: 'userManager' } });
    assert.equal(user(id).roles, 'administrator');
    const entries = await trail(`recordType=user&recordId=${id}`);
    assert.deepEqual(entries[0]?.changes, [
      { field: 'roles', old: 'userManager administrator', new: 'administrator' },
    ]);
  });

  test('activate, add to a tag and send a reset e-mail act on each account; an unknown one is refused with 1001', async () => {
    const id = account([], 0);
    const db = suite.server.context.db;
    assert.equal(
      (
        await callOp(admin, 'bulkUsers', { json: { ids: [id], action: 'activate' } }).then(
          (a) => a.body as Report,
        )
      ).succeeded,
      1,
    );
    assert.equal(user(id).activated, 1);
    const tag = db.prepare('SELECT id FROM tags ORDER BY id LIMIT 1').pluck().get() as number;
    const tagged = (
      await callOp(admin, 'bulkUsers', { json: { ids: [id, 999_999], action: 'addTag', tagId: tag } })
    ).body as Report;
    assert.deepEqual(
      tagged.results.map((r) => [r.result, r.code]),
      [
        ['done', undefined],
        ['refused', 1001],
      ],
    );
    assert.ok(db.prepare('SELECT 1 FROM user_tags WHERE tag_id = ? AND user_id = ?').get(tag, id));
    await callOp(admin, 'bulkUsers', { json: { ids: [id], action: 'sendResetMail' } });
    assert.equal(db.prepare('SELECT COUNT(*) FROM password_resets WHERE user_id = ?').pluck().get(id), 1);
  });

  test('a missing role or tag answers 400 code 1004 and an unknown tag 404, before anything changes', async () => {
    const id = account([]);
    const noRole = await callOp(admin, 'bulkUsers', { json: { ids: [id], action: 'setRole' }, expect: 400 });
    assert.equal(codeOf(noRole), 1004);
    const noTag = await callOp(admin, 'bulkUsers', { json: { ids: [id], action: 'addTag' }, expect: 400 });
    assert.equal(codeOf(noTag), 1004);
    const unknown = await callOp(admin, 'bulkUsers', {
      json: { ids: [id], action: 'addTag', tagId: 999_999 },
      expect: 404,
    });
    assert.equal(codeOf(unknown), 1001);
    const empty = await callOp(admin, 'bulkUsers', { json: { ids: [], action: 'activate' }, expect: 400 });
    assert.equal(codeOf(empty), 1004);
  });

  test('meetings: stop ends the started ones, refuses the scheduled one (1004); delete removes only scheduled ones (1021)', async () => {
    const stopped = (
      await callOp(admin, 'bulkMeetings', { json: { uids: ['100000001', '100000003'], action: 'stop' } })
    ).body as Report;
    assert.deepEqual(
      stopped.results.map((r) => [r.id, r.result, r.code]),
      [
        ['100000001', 'done', undefined],
        ['100000003', 'refused', 1004],
      ],
    );
    const deleted = (
      await callOp(admin, 'bulkMeetings', {
        json: { uids: ['100000001', '100000003', '999999999'], action: 'delete' },
      })
    ).body as Report;
    assert.deepEqual(
      deleted.results.map((r) => [r.id, r.result, r.code]),
      [
        ['100000001', 'refused', 1021],
        ['100000003', 'done', undefined],
        ['999999999', 'refused', 1001],
      ],
    );
    const entries = await trail('recordType=meeting&recordId=100000003');
    assert.deepEqual(
      entries.slice(0, 2).map((e) => [e.operation, e.outcome]),
      [
        ['deleteMeeting', 'done'],
        ['stopMeeting', 'refused'],
      ],
    );
  });

  test('files: each is deleted and reported by its name', async () => {
    const db = suite.server.context.db;
    const files = db.prepare('SELECT id, name FROM files ORDER BY id LIMIT 2').all() as {
      id: number;
      name: string;
    }[];
    const report = (
      await callOp(admin, 'bulkFiles', { json: { ids: files.map((f) => f.id), action: 'delete' } })
    ).body as Report;
    assert.deepEqual(
      report.results.map((r) => [r.key, r.result]),
      files.map((f) => [f.name, 'done']),
    );
    assert.equal(
      db.prepare('SELECT COUNT(*) FROM files WHERE id IN (?, ?)').pluck().get(files[0]?.id, files[1]?.id),
      0,
    );
  });

  test('roles of x-roles: an ordinary user is refused every bulk call; a user manager the meetings and files', async () => {
    const ordinary = new TestClient(suite.server.url);
    assert.equal((await ordinary.signIn(USER.email, USER.password)).status, 200);
    const id = account([]);
    for (const [client, op, json] of [
      [ordinary, 'bulkUsers', { ids: [id], action: 'deactivate' }],
      [ordinary, 'bulkMeetings', { uids: ['100000002'], action: 'stop' }],
      [ordinary, 'bulkFiles', { ids: [1], action: 'delete' }],
      [manager, 'bulkMeetings', { uids: ['100000002'], action: 'stop' }],
      [manager, 'bulkFiles', { ids: [1], action: 'delete' }],
    ] as const) {
      const answer = await callOp(client, op, { json, expect: 403 });
      assert.equal(codeOf(answer), 1005, op);
    }
    assert.equal(user(id).activated, 1);
  });
});
