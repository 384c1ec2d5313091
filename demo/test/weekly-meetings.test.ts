// The user dashboard's weekly series: twelve Monday-to-Sunday weeks, counts that add up.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mondayOf } from '../lib/weekly-meetings';
import { startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Week = { weekStart: string; asOrganizer: number; asAttendee: number };

describe('user dashboard: meetings per week', () => {
  let server: Server;
  let user: TestClient;
  before(async () => {
    server = await startTestServer();
    user = new TestClient(server.url);
    await user.signIn(USER.email, USER.password);
  });
  after(() => server.close());

  test('a week starts on Monday, UTC', () => {
    assert.equal(mondayOf(new Date('2026-03-01T23:30:00Z')), '2026-02-23'); // a Sunday
    assert.equal(mondayOf(new Date('2026-03-02T00:00:00Z')), '2026-03-02'); // a Monday
    assert.equal(mondayOf(new Date('2026-03-04T12:00:00Z')), '2026-03-02');
  });

  test('the last twelve weeks, oldest first, the current week last', async () => {
    const answer = await user.call('GET', 'web/dashboard/me');
    const weeks = (answer.body as { weeklyMeetings: Week[] }).weeklyMeetings;
    assert.equal(weeks.length, 12);
    assert.equal(weeks.at(-1)?.weekStart, mondayOf(new Date()));
    for (let i = 1; i < weeks.length; i++) {
      const gap = Date.parse(weeks[i]?.weekStart ?? '') - Date.parse(weeks[i - 1]?.weekStart ?? '');
      assert.equal(gap, 7 * 86_400_000);
    }
  });

  test('the weekly counts match the meetings of those weeks in the database', async () => {
    const answer = await user.call('GET', 'web/dashboard/me');
    const weeks = (answer.body as { weeklyMeetings: Week[] }).weeklyMeetings;
    const from = `${weeks[0]?.weekStart}T00:00:00.000Z`;
    const to = new Date(Date.parse(`${weeks.at(-1)?.weekStart}T00:00:00Z`) + 7 * 86_400_000).toISOString();
    const { db } = server.context;
    const id = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(USER.email);
    const count = (sql: string) => db.prepare(sql).pluck().get(id, from, to) as number;
    const attended = count(`SELECT COUNT(*) FROM meetings WHERE uid IN
      (SELECT meeting_uid FROM attendees WHERE user_id = ?) AND start_date >= ? AND start_date < ?`);
    const organized = count(
      'SELECT COUNT(*) FROM meetings WHERE creator_id = ? AND start_date >= ? AND start_date < ?',
    );
    assert.equal(
      weeks.reduce((sum, week) => sum + week.asAttendee, 0),
      attended,
    );
    assert.equal(
      weeks.reduce((sum, week) => sum + week.asOrganizer, 0),
      organized,
    );
    assert.ok(attended > 0, 'the demo user attended meetings in the last twelve weeks');
  });
});
