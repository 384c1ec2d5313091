// The guest demo meetings keep their states relative to now: the seed places them, every server start moves
// them (and their attendees, quality samples, files and jobs) back to the same places around the new now.
import type { Db } from '../db/database';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The demo meetings for guests (PIN 1234), by unique ID. */
export const DEMO_MEETINGS = {
  open: '100000001',
  approval: '100000002',
  tomorrow: '100000003',
  ended: '100000004',
  noBrowser: '100000005',
} as const;

/** A demo meeting's place in time. */
export interface DemoTime {
  start: number;
  state: 'scheduled' | 'started' | 'stopped';
}

/** Where each demo meeting stands around `now`: three started, one tomorrow at 09:00 UTC, one ended yesterday. */
export function demoSchedule(now: number): Record<string, DemoTime> {
  const tomorrow = new Date(now + DAY);
  tomorrow.setUTCHours(9, 0, 0, 0);
  return {
    [DEMO_MEETINGS.open]: { start: now - 10 * MINUTE, state: 'started' },
    [DEMO_MEETINGS.approval]: { start: now - 5 * MINUTE, state: 'started' },
    [DEMO_MEETINGS.tomorrow]: { start: tomorrow.getTime(), state: 'scheduled' },
    [DEMO_MEETINGS.ended]: { start: now - DAY - 120 * MINUTE, state: 'stopped' },
    [DEMO_MEETINGS.noBrowser]: { start: now - 20 * MINUTE, state: 'started' },
  };
}

/** The whole minute of a time: the seed and the anchoring agree, so a start in the seed's minute moves nothing. */
export const wholeMinute = (time: number): number => Math.floor(time / MINUTE) * MINUTE;

const shift = (iso: string | null, delta: number): string | null =>
  iso === null ? null : new Date(Date.parse(iso) + delta).toISOString();

/**
 * Moves every demo meeting to its place around `now` (its state too, should someone have stopped it) and
 * shifts what happened in it by the same amount. A demo meeting an administrator deleted stays deleted
 * until `npm run reset-demo`.
 */
export function anchorDemoMeetings(db: Db, now: number): void {
  const schedule = demoSchedule(wholeMinute(now));
  const start = db.prepare('SELECT start_date FROM meetings WHERE uid = ?').pluck();
  const attendees = db.prepare('SELECT id, join_time, leave_time FROM attendees WHERE meeting_uid = ?');
  const samples = db.prepare('SELECT rowid AS id, time FROM quality_samples WHERE meeting_uid = ?');
  const files = db.prepare('SELECT id, created FROM files WHERE meeting_uid = ?');
  const jobs = db.prepare('SELECT id, creation_date FROM gateway_jobs WHERE meeting_uid = ?');
  db.transaction(() => {
    for (const [uid, place] of Object.entries(schedule)) {
      const stored = start.get(uid) as string | undefined;
      if (stored === undefined) continue;
      const delta = place.start - Date.parse(stored);
      const live = place.state === 'started';
      db.prepare('UPDATE meetings SET start_date = ?, state = ? WHERE uid = ?').run(
        new Date(place.start).toISOString(),
        place.state,
        uid,
      );
      for (const a of attendees.all(uid) as { id: number; join_time: string; leave_time: string | null }[]) {
        db.prepare('UPDATE attendees SET join_time = ?, leave_time = ? WHERE id = ?').run(
          shift(a.join_time, delta),
          live ? null : shift(a.leave_time, delta),
          a.id,
        );
      }
      for (const s of samples.all(uid) as { id: number; time: string }[]) {
        db.prepare('UPDATE quality_samples SET time = ? WHERE rowid = ?').run(shift(s.time, delta), s.id);
      }
      for (const f of files.all(uid) as { id: number; created: string }[]) {
        db.prepare('UPDATE files SET created = ? WHERE id = ?').run(shift(f.created, delta), f.id);
      }
      for (const j of jobs.all(uid) as { id: number; creation_date: string }[]) {
        db.prepare('UPDATE gateway_jobs SET creation_date = ? WHERE id = ?').run(
          shift(j.creation_date, delta),
          j.id,
        );
      }
      // A stop ended its jobs: a meeting started again runs them again.
      if (live) {
        db.prepare(
          "UPDATE gateway_jobs SET state = 'running' WHERE meeting_uid = ? AND state = 'finished'",
        ).run(uid);
      }
    }
  })();
}
