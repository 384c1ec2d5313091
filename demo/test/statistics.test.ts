// Operator statistics on the server: the rankings follow the same filters as the figures, and a period that ends
// before it starts is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Entry = { id: string; name: string; meetingCount: number };
type Ranking = { subscriptions: Entry[]; organizers: Entry[] };
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('operator statistics', () => {
  let server: Server;
  let admin: TestClient;
  // Within the ten years a statistics answer lists day by day.
  const period = { from: '2024-01-01', to: '2030-12-31' };

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  test('the rankings of an organization hold only its subscriptions and count only its meetings', async () => {
    const all = (
      await admin.call('GET', 'web/admin/statistics/ranking', { query: { ...period, limit: 100 } })
    ).body as Ranking;
    const top = all.subscriptions[0];
    assert.ok(top, 'the seed ranks subscriptions');
    const organization = server.context.db
      .prepare('SELECT organization_uid FROM subscriptions WHERE uid = ?')
      .pluck()
      .get(top.id) as string;
    const answer = await admin.call('GET', 'web/admin/statistics/ranking', {
      query: { ...period, limit: 100, filter: `organization=${organization}` },
    });
    assert.equal(answer.status, 200, answer.text);
    const narrowed = answer.body as Ranking;
    const own = server.context.db
      .prepare('SELECT uid FROM subscriptions WHERE organization_uid = ?')
      .pluck()
      .all(organization) as string[];
    assert.ok(narrowed.subscriptions.length > 0);
    assert.ok(narrowed.subscriptions.every((entry) => own.includes(entry.id)));
    assert.ok(narrowed.subscriptions.length < all.subscriptions.length);
    const organized = (list: Entry[]) => list.reduce((sum, entry) => sum + entry.meetingCount, 0);
    assert.ok(organized(narrowed.organizers) < organized(all.organizers));
    const statistics = await admin.call('GET', 'web/admin/statistics', {
      query: { ...period, filter: `organization=${organization}` },
    });
    const totals = (statistics.body as { totals: { meetings: number } }).totals;
    assert.equal(organized(narrowed.subscriptions), totals.meetings);
  });

  test("the rankings of a server zone count only the meetings held on that zone's servers", async () => {
    const zones = server.context.db
      .prepare(
        `SELECT ms.zone_id AS zone, COUNT(*) AS held FROM meetings m JOIN meeting_servers ms ON ms.id = m.server_id
         WHERE m.state <> 'scheduled' AND m.start_date >= ? AND m.start_date < '2031-01-01'
         GROUP BY ms.zone_id ORDER BY held`,
      )
      .all(period.from) as { zone: number; held: number }[];
    assert.ok(zones.length >= 2, 'the seed holds meetings in two zones or more');
    const zone = zones[0] as { zone: number; held: number };
    const ask = async (path: string, filter?: string) => {
      const answer = await admin.call('GET', path, {
        query: { ...period, limit: 100, ...(filter ? { filter } : {}) },
      });
      assert.equal(answer.status, 200, answer.text);
      return answer.body;
    };
    const all = (await ask('web/admin/statistics/ranking')) as Ranking;
    const narrowed = (await ask('web/admin/statistics/ranking', `serverZone=${zone.zone}`)) as Ranking;
    const organized = (list: Entry[]) => list.reduce((sum, entry) => sum + entry.meetingCount, 0);
    assert.equal(organized(narrowed.subscriptions), zone.held);
    assert.ok(organized(narrowed.subscriptions) < organized(all.subscriptions));
    assert.ok(organized(narrowed.organizers) < organized(all.organizers));
    const onZone = server.context.db.prepare(
      `SELECT COUNT(*) FROM meetings m JOIN meeting_servers ms ON ms.id = m.server_id
       WHERE m.subscription_uid = ? AND ms.zone_id = ? AND m.state <> 'scheduled'
         AND m.start_date >= ? AND m.start_date < '2031-01-01'`,
    );
    for (const entry of narrowed.subscriptions) {
      assert.equal(entry.meetingCount, onZone.pluck().get(entry.id, zone.zone, period.from), entry.name);
    }
    const statistics = (await ask('web/admin/statistics', `serverZone=${zone.zone}`)) as {
      totals: { meetings: number };
    };
    assert.equal(statistics.totals.meetings, zone.held);
  });

  test('a period whose end comes before its start is refused with 1004, for the figures and the rankings', async () => {
    for (const path of ['web/admin/statistics', 'web/admin/statistics/ranking']) {
      const answer = await admin.call('GET', path, { query: { from: '2026-03-10', to: '2026-03-09' } });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(codeOf(answer), 1004);
    }
    const same = await admin.call('GET', 'web/admin/statistics', {
      query: { from: '2026-03-10', to: '2026-03-10' },
    });
    assert.equal(same.status, 200, same.text);
  });
});
