// The user dashboard's time series: meetings per week, as organizer and as attendee.
import type { Db } from '../db/database';
import type { Schemas } from '../http/types';

/** Weeks the user dashboard's series covers, the current one included. */
export const DASHBOARD_WEEKS = 12;

const DAY_MS = 86_400_000;

/** The Monday (UTC, `YYYY-MM-DD`) that starts the week of `time`. */
export function mondayOf(time: Date): string {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  // getUTCDay: Sunday 0 ... Saturday 6; weeks start on Monday.
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Meetings of each of the last DASHBOARD_WEEKS weeks that `userId` created or attended, oldest first. */
export function weeklyMeetings(
  db: Db,
  userId: number,
  now = new Date(),
): Schemas['UserDashboard']['weeklyMeetings'] {
  const current = Date.parse(`${mondayOf(now)}T00:00:00Z`);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) =>
    new Date(current - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  const from = `${weeks[0]}T00:00:00.000Z`;
  const to = new Date(current + 7 * DAY_MS).toISOString();
  const starts = (sql: string) =>
    (db.prepare(sql).pluck().all(userId, from, to) as string[]).map((start) => mondayOf(new Date(start)));
  const organized = starts(
    'SELECT start_date FROM meetings WHERE creator_id = ? AND start_date >= ? AND start_date < ?',
  );
  const attended = starts(
    `SELECT m.start_date FROM meetings m WHERE m.uid IN (SELECT meeting_uid FROM attendees WHERE user_id = ?)
     AND m.start_date >= ? AND m.start_date < ?`,
  );
  const count = (list: string[], week: string) => list.filter((monday) => monday === week).length;
  return weeks.map((weekStart) => ({
    weekStart,
    asOrganizer: count(organized, weekStart),
    asAttendee: count(attended, weekStart),
  }));
}
