// A subscription's gateways and statistics on the server: each gateway type of the deployment, enabled as the
// subscription's Gateway_ feature says, used by the subscription's live jobs out of the deployment's total; the
// statistics of the subscription's meetings only, over the settings' default period; who may read them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Usage = { type: string; enabled: boolean; used: number; total: number };
type Statistics = { from: string; to: string; days: { date: string }[]; totals: { meetings: number } };
const ADMINISTRATOR = { email: 'administrator@example.com', password: 'MeetAdministrator#2026' };
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe("a subscription's gateways and statistics", () => {
  let server: Server;
  let admin: TestClient;
  let own: string;
  let other: string;
  const sql = <T>(query: string, ...params: unknown[]) =>
    server.context.db
      .prepare(query)
      .pluck()
      .get(...params) as T;
  const gateways = async (uid: string) => {
    const answer = await admin.call('GET', `web/admin/subscriptions/${uid}/gateways`);
    assert.equal(answer.status, 200, answer.text);
    return answer.body as Usage[];
  };
  const usageOf = async (uid: string, type: string) => {
    const found = (await gateways(uid)).find((usage) => usage.type === type);
    assert.ok(found, type);
    return found;
  };

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
    // The ordinary demo user manages one organization (the seed): its subscription, and one of another organization.
    const user = sql<number>('SELECT id FROM users WHERE email = ?', USER.email);
    own = sql<string>(
      `SELECT s.uid FROM subscriptions s JOIN organization_managers om ON om.organization_uid = s.organization_uid
       WHERE om.user_id = ? ORDER BY s.uid`,
      user,
    );
    other = sql<string>(
      `SELECT uid FROM subscriptions WHERE organization_uid NOT IN
         (SELECT organization_uid FROM organization_managers WHERE user_id = ?) ORDER BY uid`,
      user,
    );
    assert.ok(own && other, 'the seed has a managed and a foreign subscription');
  });
  after(() => server.close());

  test("gateways: one entry per gateway type of the deployment, with the deployment's total of that type", async () => {
    const usage = await gateways(own);
    const types = server.context.db
      .prepare('SELECT type, SUM(total) AS total FROM gateways GROUP BY type')
      .all() as { type: string; total: number }[];
    assert.deepEqual(
      usage.map(({ type, total }) => ({ type, total })).sort((a, b) => a.type.localeCompare(b.type)),
      types.sort((a, b) => a.type.localeCompare(b.type)),
    );
  });

  test("gateways: enabled follows the subscription's Gateway_ feature, for that subscription only", async () => {
    const features = (value: boolean) =>
      admin.call('PUT', `web/admin/subscriptions/${own}/features`, {
        json: { features: [{ name: 'Gateway_SIP_OUT', value }] },
      });
    assert.equal((await features(true)).status, 200);
    assert.equal((await usageOf(own, 'SIP_OUT')).enabled, true);
    const before = (await usageOf(other, 'SIP_OUT')).enabled;
    assert.equal((await features(false)).status, 200);
    assert.equal((await usageOf(own, 'SIP_OUT')).enabled, false);
    assert.equal((await usageOf(other, 'SIP_OUT')).enabled, before);
  });

  test("gateways: used counts the subscription's pending and running jobs of the type, no ended one, no other's", async () => {
    const meetingOf = (uid: string) =>
      sql<string>('SELECT uid FROM meetings WHERE subscription_uid = ? ORDER BY uid', uid);
    const start = await usageOf(own, 'REC');
    const foreign = (await usageOf(other, 'REC')).used;
    const job = server.context.db.prepare(
      "INSERT INTO gateway_jobs (type, state, meeting_uid, creation_date, parameters) VALUES (?, ?, ?, '2026-01-01T00:00:00Z', '{}')",
    );
    job.run('REC', 'pending', meetingOf(own));
    job.run('REC', 'running', meetingOf(own));
    job.run('REC', 'done', meetingOf(own));
    job.run('SIP_OUT', 'running', meetingOf(own));
    job.run('REC', 'running', meetingOf(other));
    const now = await usageOf(own, 'REC');
    assert.equal(now.used, start.used + 2);
    assert.equal(now.total, start.total);
    assert.equal((await usageOf(other, 'REC')).used, foreign + 1);
  });

  test("statistics: the settings' default period ending today, day by day, counting the subscription's meetings only", async () => {
    const configuration = await admin.call('GET', 'web/admin/statistics/configuration');
    const days = (configuration.body as { defaultPeriodDays: number }).defaultPeriodDays;
    const answer = await admin.call('GET', `web/admin/subscriptions/${own}/statistics`);
    assert.equal(answer.status, 200, answer.text);
    const statistics = answer.body as Statistics;
    assert.equal(statistics.to, new Date().toISOString().slice(0, 10));
    assert.equal(statistics.days.length, days);
    assert.equal(statistics.days[0]?.date, statistics.from);
    const wide = { from: '2020-01-01', to: '2030-12-31' };
    const all = (await admin.call('GET', `web/admin/subscriptions/${own}/statistics`, { query: wide }))
      .body as Statistics;
    const held = sql<number>(
      `SELECT COUNT(*) FROM meetings WHERE subscription_uid = ? AND state <> 'scheduled'
         AND start_date >= '2020-01-01' AND start_date < '2031-01-01'`,
      own,
    );
    assert.ok(held > 0, 'the seed holds meetings of the subscription');
    assert.equal(all.totals.meetings, held);
    const everyone = (await admin.call('GET', 'web/admin/statistics', { query: wide })).body as Statistics;
    assert.ok(all.totals.meetings < everyone.totals.meetings);
    const reversed = await admin.call('GET', `web/admin/subscriptions/${own}/statistics`, {
      query: { from: '2026-03-10', to: '2026-03-09' },
    });
    assert.equal(codeOf(reversed), 1004);
  });

  test('who reads them: administrators and the managers of its organization; a user manager or another organization is 1005', async () => {
    const as = async (account: { email: string; password: string }) => {
      const client = new TestClient(server.url);
      assert.equal((await client.signIn(account.email, account.password)).status, 200);
      return client;
    };
    const read = async (client: TestClient, uid: string) =>
      Promise.all(
        ['gateways', 'statistics'].map((tab) => client.call('GET', `web/admin/subscriptions/${uid}/${tab}`)),
      );
    for (const account of [ADMIN, ADMINISTRATOR, USER]) {
      for (const answer of await read(await as(account), own)) assert.equal(answer.status, 200, answer.text);
    }
    for (const answer of await read(await as(USER), other)) assert.equal(codeOf(answer), 1005, answer.text);
    for (const answer of await read(await as(MANAGER), own)) assert.equal(codeOf(answer), 1005, answer.text);
  });
});
