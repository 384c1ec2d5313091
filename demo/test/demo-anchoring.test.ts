// The guest demo meetings keep their states relative to now on every server start, however old the data.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../db/database';
import { anchorDemoMeetings, DEMO_MEETINGS } from '../seed/demo-meetings';
import { seed } from '../seed/index';
import { startTestServer, TestClient } from './helpers';

const DAY = 86_400_000;
type Join = { state: string; startDate: string; startsIn: number; webRtcTooEarly: boolean };
type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('demo meetings anchored at every start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meet-anchor-'));
  let server: Server;
  let visitor: TestClient;
  const joinInfo = async (umi: string) =>
    (await visitor.call('GET', 'web/meetings/join', { query: { umi, pinCode: '1234' } })).body as Join;

  before(async () => {
    // Data seeded ten days ago, and the ended meeting stopped by hand since: the server starts today.
    const db = openDatabase(join(dataDir, 'meet.sqlite'));
    seed(db, { now: Date.now() - 10 * DAY });
    db.prepare("UPDATE meetings SET state = 'stopped' WHERE uid = ?").run(DEMO_MEETINGS.approval);
    db.close();
    server = await startTestServer({ dataDir });
    visitor = new TestClient(server.url);
  });
  after(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('100000001 and 100000002 are started now, 100000003 is tomorrow, 100000004 has ended', async () => {
    const now = Date.now();
    for (const umi of [DEMO_MEETINGS.open, DEMO_MEETINGS.approval]) {
      const meeting = await joinInfo(umi);
      assert.equal(meeting.state, 'started', umi);
      assert.equal(meeting.startsIn, 0);
      assert.ok(now - Date.parse(meeting.startDate) < 30 * 60_000, `${umi} started in the last half hour`);
    }
    const tomorrow = await joinInfo(DEMO_MEETINGS.tomorrow);
    assert.equal(tomorrow.state, 'scheduled');
    assert.equal(tomorrow.webRtcTooEarly, true);
    const day = new Date(now + DAY).toISOString().slice(0, 10);
    assert.equal(tomorrow.startDate.slice(0, 10), day);
    const ended = await joinInfo(DEMO_MEETINGS.ended);
    assert.equal(ended.state, 'stopped');
    assert.ok(Date.parse(ended.startDate) < now - DAY);
    assert.ok(Date.parse(ended.startDate) > now - 2 * DAY, 'it ended yesterday, not ten days ago');
  });

  test('what happened in a demo meeting moves with it: attendees stay in a started one, inside the ended one', () => {
    const later = Date.now() + 3 * DAY;
    anchorDemoMeetings(server.context.db, later);
    const rows = (uid: string) =>
      server.context.db
        .prepare('SELECT join_time, leave_time FROM attendees WHERE meeting_uid = ?')
        .all(uid) as { join_time: string; leave_time: string | null }[];
    const open = rows(DEMO_MEETINGS.open);
    assert.ok(open.length > 0);
    for (const a of open) {
      assert.equal(a.leave_time, null);
      assert.ok(Math.abs(Date.parse(a.join_time) - later) < 30 * 60_000, 'joined minutes before the new now');
    }
    const start = server.context.db
      .prepare('SELECT start_date FROM meetings WHERE uid = ?')
      .pluck()
      .get(DEMO_MEETINGS.ended) as string;
    for (const a of rows(DEMO_MEETINGS.ended)) {
      assert.ok(Date.parse(a.join_time) >= Date.parse(start));
      assert.ok(a.leave_time !== null && Date.parse(a.leave_time) <= Date.parse(start) + 45 * 60_000);
    }
  });

  test('a start in the same minute as the seed changes nothing', () => {
    const db = openDatabase(':memory:');
    const now = Date.now();
    seed(db, { now });
    const dump = () => JSON.stringify(db.prepare("SELECT * FROM meetings WHERE uid LIKE '10000000_'").all());
    const before = dump();
    anchorDemoMeetings(db, Math.floor(now / 60_000) * 60_000 + 59_000);
    assert.equal(dump(), before);
    db.close();
  });
});
