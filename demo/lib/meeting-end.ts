// Ending meetings: one stopped by an administrator, or every meeting of a meeting server at once.
import type { Db } from '../db/database';

/** The states of a meeting that is under way (started, or waiting for its last attendee to leave). */
export const LIVE_STATES_SQL = "('started', 'waitingToEnd')";

/**
 * Stops the live meetings of `uids` in one transaction: their attendees leave now, their gateway jobs finish.
 * Answers how many were stopped.
 */
export function endMeetings(db: Db, uids: readonly string[]): number {
  const now = new Date().toISOString();
  const stop = db.prepare(
    `UPDATE meetings SET state = 'stopped' WHERE uid = ? AND state IN ${LIVE_STATES_SQL}`,
  );
  const leave = db.prepare(
    `UPDATE attendees SET leave_time = ?, duration = MAX(0, CAST((julianday(?) - julianday(join_time)) * 1440 AS INTEGER))
     WHERE meeting_uid = ? AND leave_time IS NULL`,
  );
  const finish = db.prepare(
    "UPDATE gateway_jobs SET state = 'finished' WHERE meeting_uid = ? AND state IN ('pending', 'running')",
  );
  return db.transaction(() => {
    let ended = 0;
    for (const uid of uids) {
      if (stop.run(uid).changes === 0) continue;
      leave.run(now, now, uid);
      finish.run(uid);
      ended++;
    }
    return ended;
  })();
}

/** The live meetings of a meeting server. */
export function liveMeetingsOf(db: Db, serverId: number): string[] {
  return db
    .prepare(`SELECT uid FROM meetings WHERE server_id = ? AND state IN ${LIVE_STATES_SQL}`)
    .pluck()
    .all(serverId) as string[];
}
