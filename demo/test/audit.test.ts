// The audit trail: every change and sign-in recorded with old and new values, a chain that shows tampering,
// a filtered list and export for system administrators only, retention.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  type AuditRow,
  appendAudit,
  entryHash,
  pruneAudit,
  retentionStart,
  verifyAudit,
} from '../audit/trail';
import { DEMO_MEETINGS } from '../seed/demo-meetings';
import { callOp } from './contract-support';
import { ADMIN, MANAGER, serverWithAdminAndManager, startTestServer, TestClient } from './helpers';

type Entry = {
  id: number;
  actor: string;
  actorId: number | null;
  actorRoles: string[];
  operation: string;
  recordType: string;
  recordId: string;
  outcome: string;
  code: number | null;
  summary: string;
  changes: { field: string; old?: unknown; new?: unknown; secret?: boolean }[];
};
type Page = { items: Entry[]; total: number; totalExact: boolean };

describe('audit trail', () => {
  const suite = serverWithAdminAndManager();
  const { admin, manager } = suite;

  async function entries(filter: string, client = admin): Promise<Page> {
    const answer = await callOp(client, 'listAuditEntries', { query: { filter, size: 100 } });
    return answer.body as Page;
  }

  test('a role change is recorded with who made it, the record, and the old and new values', async () => {
    const users = await callOp(manager, 'listUsers', { query: { filter: 'email=user@example.com' } });
    const user = (users.body as { items: { id: number; roles: string[] }[] }).items[0];
    assert.ok(user);
    await callOp(admin, 'updateUser', { params: { id: user.id }, json: { roles: ['userManager'] } });
    const page = await entries(`recordType=user&recordId=${user.id}&operation=updateUser`);
    const entry = page.items[0];
    assert.ok(entry, 'the change is in the trail');
    assert.equal(entry.actor, ADMIN.email);
    assert.deepEqual([...entry.actorRoles].sort(), ['administrator', 'systemAdmin']);
    assert.equal(entry.outcome, 'done');
    assert.deepEqual(entry.changes, [{ field: 'roles', old: '', new: 'userManager' }]);
  });

  test('a settings change keeps old and new values, and a secret only as changed', async () => {
    const current = (await callOp(admin, 'getEmailSettings')).body as Record<string, unknown>;
    await callOp(admin, 'updateEmailSettings', {
      json: { ...current, port: 2525, password: 'n3w-secret', passwordSet: true },
    });
    const entry = (await entries('recordType=settings&recordId=email')).items[0];
    assert.ok(entry);
    assert.deepEqual(
      entry.changes.find((change) => change.field === 'port'),
      { field: 'port', old: current.port, new: 2525 },
    );
    assert.deepEqual(
      entry.changes.find((change) => change.field === 'password'),
      { field: 'password', secret: true },
    );
    assert.ok(!JSON.stringify(entry).includes('n3w-secret'), 'the secret never reaches the trail');
  });

  test("a subscription's seats are recorded from old to new", async () => {
    const organizations = await callOp(admin, 'listOrganizations', { query: { size: 5 } });
    const organization = (organizations.body as { items: { uid: string }[] }).items[0];
    assert.ok(organization);
    const detail = await callOp(admin, 'getOrganization', { params: { uid: organization.uid } });
    const subscription = (detail.body as { subscriptions: { uid: string; seats: number }[] })
      .subscriptions[0];
    assert.ok(subscription, 'the demo organization has a subscription');
    await callOp(admin, 'updateSubscription', {
      params: { uid: subscription.uid },
      json: { seats: subscription.seats + 5 },
    });
    const entry = (await entries(`recordType=subscription&recordId=${subscription.uid}`)).items[0];
    assert.deepEqual(entry?.changes, [
      { field: 'seats', old: subscription.seats, new: subscription.seats + 5 },
    ]);
  });

  test('a refused call is recorded with its code, and changes nothing', async () => {
    const answer = await manager.call('PUT', 'web/admin/settings/trial', {
      json: { organizers: 1, seats: 1 },
    });
    assert.equal(answer.status, 403);
    const entry = (await entries('operation=updateTrialSettings&outcome=refused')).items[0];
    assert.ok(entry, 'the refusal is in the trail');
    assert.equal(entry.actor, MANAGER.email);
    assert.equal(entry.code, 1005);
  });

  test('sign-ins, failed sign-ins and sign-outs are recorded', async () => {
    const visitor = new TestClient(suite.server.url);
    assert.equal((await visitor.signIn(MANAGER.email, 'wrong password')).status >= 400, true);
    assert.equal((await visitor.signIn(MANAGER.email, MANAGER.password)).status, 200);
    await callOp(visitor, 'logout');
    const signIns = (await entries(`operation=login&actor=${MANAGER.email}`)).items;
    assert.ok(signIns.some((entry) => entry.outcome === 'refused' && entry.code === 1014));
    // The sign-in that opened the account is the account's own: its ID and roles, as its later calls.
    const opened = signIns.find((entry) => entry.outcome === 'done');
    const later = (await entries(`operation=logout&actor=${MANAGER.email}`)).items[0];
    assert.ok(opened && later);
    assert.deepEqual([opened.actorId, opened.actorRoles], [later.actorId, later.actorRoles]);
    assert.ok(opened.actorRoles.length > 0, 'the manager has roles');
    // A refused one names what was typed, and no account.
    const refused = signIns.find((entry) => entry.outcome === 'refused');
    assert.deepEqual([refused?.actorId, refused?.actorRoles], [null, []]);
    assert.ok(
      signIns.every((entry) => entry.changes.length === 0),
      'no password reaches the trail',
    );
    const signOuts = (await entries(`operation=logout&actor=${MANAGER.email}`)).items;
    assert.equal(signOuts.length, 1);
  });

  test('an import is recorded with its counts', async () => {
    const csv = 'email;firstName;lastName\nnew.one@example.com;New;One\nnot-an-email;Bad;Line\n';
    await callOp(admin, 'importUsers', { body: csv, contentType: 'text/csv', query: { dryRun: false } });
    const entry = (await entries('operation=importUsers')).items[0];
    assert.deepEqual(JSON.parse(entry?.summary ?? '{}'), { dryRun: false, succeeded: 1, failed: 1 });
  });

  test('only system administrators read the trail', async () => {
    for (const id of ['listAuditEntries', 'exportAuditEntries', 'verifyAuditTrail'])
      await callOp(manager, id, { expect: 403 });
  });

  test('filters: an unknown name or a record id without its type is a bad parameter', async () => {
    await callOp(admin, 'listAuditEntries', { query: { filter: 'who=x' }, expect: 400 });
    await callOp(admin, 'listAuditEntries', { query: { filter: 'recordId=1' }, expect: 400 });
    await callOp(admin, 'listAuditEntries', { query: { filter: 'outcome=maybe' }, expect: 400 });
    await callOp(admin, 'listAuditEntries', { query: { filter: 'id=first' }, expect: 400 });
  });

  test('the id filter answers that one entry, and none for an id the trail does not hold', async () => {
    const newest = (await entries('')).items[0];
    assert.ok(newest);
    const one = await entries(`id=${newest.id}`);
    assert.deepEqual(
      one.items.map((entry) => entry.id),
      [newest.id],
    );
    assert.deepEqual((await entries('id=999999999')).items, []);
  });

  test('the export is the filtered list as CSV, newest first, with the formula guard', async () => {
    const stranger = new TestClient(suite.server.url);
    await stranger.signIn('=HYPERLINK("http://x")', 'whatever');
    const answer = await callOp(admin, 'exportAuditEntries', { query: { filter: 'operation=login' } });
    assert.ok(answer.text.includes(`"'=HYPERLINK(""http://x"")"`), 'a formula is written after a quote');
    const [header, ...lines] = answer.text.trim().split('\r\n');
    assert.equal(
      header,
      'id;at;actor;roles;address;operation;recordType;recordId;outcome;code;changes;summary',
    );
    const listed = await entries('operation=login');
    assert.equal(lines.length, listed.total);
    assert.ok(lines.every((line) => line.includes('"login"')));
    const ids = lines.map((line) => Number(line.split(';')[0]));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
  });

  test('reads that take data out are recorded (an export with its filter, a download once), browsing is not', async () => {
    const count = async (operation: string) => (await entries(`operation=${operation}`)).total;
    const before = await count('listAuditEntries');
    await callOp(admin, 'exportUsers', { query: { filter: 'email=example' } });
    const exported = (await entries('operation=exportUsers')).items[0];
    assert.deepEqual(
      [exported?.actor, exported?.outcome, exported?.changes],
      [ADMIN.email, 'done', [{ field: 'filter', new: 'email=example' }]],
    );
    const refused = await callOp(manager, 'exportAuditEntries', { expect: 403 });
    assert.equal(refused.status, 403);
    const refusedEntry = (await entries('operation=exportAuditEntries&outcome=refused')).items[0];
    assert.equal(refusedEntry?.actor, MANAGER.email);

    const url = `${suite.server.url}/meet/services/json/web/admin/meetings/${DEMO_MEETINGS.ended}/attachments`;
    const headers = { authorization: `Bearer ${admin.sessionToken}` };
    const attachments = (await (await fetch(url, { headers })).json()) as { id: number }[];
    const attachment = attachments[0];
    assert.ok(attachment, 'the ended demo meeting has an attachment');
    const downloads = await count('getAttachmentContent');
    for (const range of ['bytes=0-99', 'bytes=100-199', 'bytes=-10']) {
      const answer = await fetch(`${url}/${attachment.id}/content`, { headers: { ...headers, range } });
      await answer.arrayBuffer();
    }
    assert.equal(
      await count('getAttachmentContent'),
      downloads + 1,
      "a player's later ranges are the same read",
    );
    const download = (await entries('operation=getAttachmentContent')).items[0];
    assert.deepEqual([download?.recordType, download?.recordId], ['meeting', DEMO_MEETINGS.ended]);
    assert.equal(await count('listAuditEntries'), before, 'browsing the trail is not recorded');
  });

  test('the chain verifies, and a row altered in the database is reported', async () => {
    const verified = (await callOp(admin, 'verifyAuditTrail')).body as { ok: boolean; checked: number };
    assert.equal(verified.ok, true);
    assert.ok(verified.checked > 5);
    const { db } = suite.server.context;
    const victim = db
      .prepare("SELECT id FROM audit_entries WHERE operation = 'updateUser' LIMIT 1")
      .pluck()
      .get();
    db.exec('DROP TRIGGER audit_entries_append_only');
    db.prepare("UPDATE audit_entries SET actor_login = 'someone@else.example' WHERE id = ?").run(victim);
    const broken = (await callOp(admin, 'verifyAuditTrail')).body as {
      ok: boolean;
      brokenAt: number;
      reason: string;
    };
    assert.deepEqual([broken.ok, broken.brokenAt, broken.reason], [false, victim, 'hash']);
  });
});

describe('audit trail storage', () => {
  const entry = (at: string) => ({
    at,
    actorId: 1,
    actorLogin: 'a@example.com',
    actorRoles: ['systemAdmin'],
    address: '127.0.0.1',
    operation: 'updateUser',
    recordType: 'user',
    recordId: '1',
    changes: [],
    outcome: 'done' as const,
    code: null,
    summary: '',
  });

  test('rows cannot be updated, nor removed but from the oldest; retention keeps the chain whole', async () => {
    const server = await startTestServer();
    try {
      const { db } = server.context;
      db.exec('DELETE FROM audit_entries');
      for (const day of ['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01'])
        appendAudit(db, entry(`${day}T00:00:00.000Z`));
      assert.throws(() => db.prepare("UPDATE audit_entries SET actor_login = 'x'").run(), /append-only/);
      const newest = db.prepare('SELECT MAX(id) FROM audit_entries').pluck().get();
      assert.throws(() => db.prepare('DELETE FROM audit_entries WHERE id = ?').run(newest), /oldest/);
      assert.equal(pruneAudit(db, new Date('2021-06-01T00:00:00Z')), 2);
      const verified = verifyAudit(db);
      assert.equal(verified.ok, true);
      assert.equal(verified.checked, 2);
    } finally {
      await server.close();
    }
  });

  test("a retention in months or years counts calendar months: at a month end it starts on the shorter month's last day", () => {
    const start = (now: string, value: number, unit: 'days' | 'months' | 'years') =>
      retentionStart(new Date(now), { value, unit }).toISOString();
    assert.equal(start('2026-11-28T05:00:00.000Z', 1, 'months'), '2026-10-28T05:00:00.000Z');
    assert.equal(start('2027-03-31T05:00:00.000Z', 1, 'months'), '2027-02-28T05:00:00.000Z');
    assert.equal(start('2028-03-31T05:00:00.000Z', 1, 'months'), '2028-02-29T05:00:00.000Z');
    assert.equal(start('2027-01-31T05:00:00.000Z', 3, 'months'), '2026-10-31T05:00:00.000Z');
    assert.equal(start('2028-02-29T05:00:00.000Z', 1, 'years'), '2027-02-28T05:00:00.000Z');
    assert.equal(start('2026-12-31T05:00:00.000Z', 7, 'days'), '2026-12-24T05:00:00.000Z');
  });
});

describe('audit trail head', () => {
  const entry = (login: string) => ({
    at: new Date().toISOString(),
    actorId: 1,
    actorLogin: login,
    actorRoles: ['systemAdmin'],
    address: '127.0.0.1',
    operation: 'updateUser',
    recordType: 'user',
    recordId: '1',
    changes: [],
    outcome: 'done' as const,
    code: null,
    summary: '',
  });

  test('the head kept outside the database finds an end rewritten with fresh hashes, removed, or written in directly', async () => {
    const server = await startTestServer();
    try {
      const { db } = server.context;
      // An edit of the database file itself: the triggers that keep the trail append-only go first.
      db.exec('DROP TRIGGER audit_entries_append_only; DROP TRIGGER audit_entries_prune_oldest_only');
      for (const login of ['a@example.com', 'b@example.com', 'c@example.com']) appendAudit(db, entry(login));
      assert.equal(verifyAudit(db).ok, true);
      const newest = db.prepare('SELECT * FROM audit_entries ORDER BY id DESC LIMIT 1').get() as AuditRow;

      // The newest entry rewritten, its hash recomputed: the chain holds on its own, not against its head.
      const rewritten = { ...newest, actor_login: 'someone@else.example' };
      db.prepare('UPDATE audit_entries SET actor_login = ?, hash = ? WHERE id = ?').run(
        rewritten.actor_login,
        entryHash(rewritten),
        newest.id,
      );
      assert.deepEqual(pick(verifyAudit(db)), [false, newest.id, 'head']);
      db.prepare('UPDATE audit_entries SET actor_login = ?, hash = ? WHERE id = ?').run(
        newest.actor_login,
        newest.hash,
        newest.id,
      );
      assert.equal(verifyAudit(db).ok, true);

      // An entry written into the database directly, chained as the server would: reported as the first after the head.
      const forged = {
        ...newest,
        id: newest.id + 1,
        prev_hash: newest.hash,
        actor_login: 'forger@example.com',
      };
      db.prepare(
        `INSERT INTO audit_entries (id, at, actor_id, actor_login, actor_roles, address, operation, record_type,
           record_id, changes, outcome, code, summary, prev_hash, hash)
         VALUES (@id, @at, @actor_id, @actor_login, @actor_roles, @address, @operation, @record_type, @record_id,
           @changes, @outcome, @code, @summary, @prev_hash, @hash)`,
      ).run({ ...forged, hash: entryHash(forged) });
      assert.deepEqual(pick(verifyAudit(db)), [false, forged.id, 'head']);

      // The newest entries removed: the head names the entry that is gone.
      db.prepare('DELETE FROM audit_entries WHERE id >= ?').run(newest.id);
      assert.deepEqual(pick(verifyAudit(db)), [false, newest.id, 'head']);
    } finally {
      await server.close();
    }
  });
});

describe('audit trail period filter', () => {
  test('a range of days finds the entries of those days only, open ends included', async () => {
    const server = await startTestServer();
    try {
      const { db } = server.context;
      // Entries are appended as time goes (within the retention of a year): an older trail, then today's sign-in.
      db.exec('DELETE FROM audit_entries');
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const [first, second, third] = [day(300), day(200), day(100)];
      for (const on of [first, second, third])
        appendAudit(db, {
          at: `${on}T12:00:00.000Z`,
          actorId: null,
          actorLogin: `on-${on}@example.com`,
          actorRoles: [],
          address: '',
          operation: 'login',
          recordType: '',
          recordId: '',
          changes: [],
          outcome: 'done',
          code: null,
          summary: '',
        });
      const admin = new TestClient(server.url);
      await admin.signIn(ADMIN.email, ADMIN.password);
      const actors = async (range: string) => {
        const answer = await callOp(admin, 'listAuditEntries', {
          query: { filter: `at=${encodeURIComponent(range)}`, size: 100 },
        });
        return (answer.body as Page).items.map((entry) => entry.actor).filter((a) => a.startsWith('on-'));
      };
      assert.deepEqual(await actors(`${day(210)}~${day(190)}`), [`on-${second}@example.com`]);
      assert.deepEqual(await actors(`~${second}`), [`on-${second}@example.com`, `on-${first}@example.com`]);
      assert.deepEqual(await actors(`${third}~`), [`on-${third}@example.com`]);
    } finally {
      await server.close();
    }
  });
});

/** What a verification says, in order: whether it holds, where it breaks, and why. */
function pick(verification: ReturnType<typeof verifyAudit>) {
  return [verification.ok, verification.brokenAt, verification.reason];
}
