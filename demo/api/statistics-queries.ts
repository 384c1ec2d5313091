// Statistics computed from the meetings: per day, totals, and rankings.
import type { Db } from '../db/database';
import type { Schemas } from '../http/types';
import type { Condition } from '../lib/list';
import { daysBetween, nextDay } from '../lib/time';

const NO_CONDITION: Condition = { sql: '1 = 1', params: [] };

/** Meetings, participants, minutes and peak per day of a period, for the meetings matching a condition. */
export function statisticsOf(
  db: Db,
  range: { from: string; to: string },
  condition = NO_CONDITION,
): Schemas['Statistics'] {
  const rows = db
    .prepare(
      `SELECT substr(m.start_date, 1, 10) AS date, COUNT(*) AS meetings,
         SUM((SELECT COUNT(*) FROM attendees a WHERE a.meeting_uid = m.uid)) AS participants,
         SUM(m.duration) AS minutes,
         MAX((SELECT COUNT(*) FROM attendees a WHERE a.meeting_uid = m.uid)) AS peakParticipants
       FROM meetings m
       WHERE m.state <> 'scheduled' AND m.start_date >= ? AND m.start_date < ? AND (${condition.sql})
       GROUP BY date`,
    )
    .all(range.from, nextDay(range.to), ...condition.params) as Omit<
    Schemas['Statistics']['days'][number],
    'bitrate'
  >[];
  const bitrates = db
    .prepare(
      `SELECT substr(m.start_date, 1, 10) AS date, AVG((q.quality_in + q.quality_out) / 2) AS bitrate
       FROM quality_samples q JOIN meetings m ON m.uid = q.meeting_uid
       WHERE m.state <> 'scheduled' AND m.start_date >= ? AND m.start_date < ? AND (${condition.sql})
       GROUP BY date`,
    )
    .all(range.from, nextDay(range.to), ...condition.params) as { date: string; bitrate: number }[];
  const bitrateOf = new Map(bitrates.map((row) => [row.date, Math.round(row.bitrate * 10) / 10]));
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days = daysBetween(range.from, range.to).map((date) => ({
    ...(byDay.get(date) ?? { date, meetings: 0, participants: 0, minutes: 0, peakParticipants: 0 }),
    bitrate: bitrateOf.get(date) ?? 0,
  }));
  const meetings = days.reduce((sum, d) => sum + d.meetings, 0);
  const minutes = days.reduce((sum, d) => sum + d.minutes, 0);
  return {
    from: range.from,
    to: range.to,
    days,
    totals: {
      meetings,
      participants: days.reduce((sum, d) => sum + d.participants, 0),
      minutes,
      averageDuration: meetings === 0 ? 0 : Math.round((minutes / meetings) * 10) / 10,
    },
  };
}

/** Organizers ranked by meetings organized in a period, of the meetings matching a condition. */
export function organizerRanking(
  db: Db,
  range: { from: string; to: string },
  limit: number,
  condition = NO_CONDITION,
): Schemas['RankingEntry'][] {
  const rows = db
    .prepare(
      `SELECT COALESCE(m.creator_id, 0) AS id, m.creator_name AS name, m.creator_email AS detail,
         COUNT(*) AS meetingCount, SUM(m.duration) AS minutes
       FROM meetings m WHERE m.state <> 'scheduled' AND m.start_date >= ? AND m.start_date < ? AND (${condition.sql})
       GROUP BY m.creator_email ORDER BY meetingCount DESC, minutes DESC, name LIMIT ?`,
    )
    .all(range.from, nextDay(range.to), ...condition.params, limit) as (Omit<
    Schemas['RankingEntry'],
    'rank' | 'id'
  > & { id: number })[];
  return rows.map((row, i) => ({ ...row, id: String(row.id), rank: i + 1 }));
}

/** Subscriptions ranked by meetings held in a period, of the meetings matching a condition. */
export function subscriptionRanking(
  db: Db,
  range: { from: string; to: string },
  limit: number,
  condition = NO_CONDITION,
): Schemas['RankingEntry'][] {
  const rows = db
    .prepare(
      `SELECT s.uid AS id, o.name AS name, s.product AS detail, COUNT(*) AS meetingCount, SUM(m.duration) AS minutes
       FROM meetings m JOIN subscriptions s ON s.uid = m.subscription_uid JOIN organizations o ON o.uid = s.organization_uid
       WHERE m.state <> 'scheduled' AND m.start_date >= ? AND m.start_date < ? AND (${condition.sql})
       GROUP BY s.uid ORDER BY meetingCount DESC, minutes DESC, name LIMIT ?`,
    )
    .all(range.from, nextDay(range.to), ...condition.params, limit) as Omit<
    Schemas['RankingEntry'],
    'rank'
  >[];
  return rows.map((row, i) => ({ ...row, rank: i + 1 }));
}
