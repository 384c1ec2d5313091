// Browser guests as attendees: the signalling server keeps their visits in memory; each read of a running
// meeting writes them to its attendees (join, leave, relay server, connections), so they page, sort and stay.
import type { Db } from '../db/database';
import { visitsEverywhere } from './host-registry';

interface Live {
  state: string;
  server: string | null;
}

/** Writes the browser guests' visits of a running meeting to its attendees: new ones added, the others updated. */
export function recordGuestVisits(db: Db, uid: string, now = Date.now()): void {
  const meeting = db
    .prepare(
      'SELECT m.state, ms.address AS server FROM meetings m LEFT JOIN meeting_servers ms ON ms.id = m.server_id WHERE m.uid = ?',
    )
    .get(uid) as Live | undefined;
  // A stopped meeting's attendees were closed by the stop: nothing of a browser changes them any more.
  if (!meeting || (meeting.state !== 'started' && meeting.state !== 'waitingToEnd')) return;
  const visits = visitsEverywhere(uid);
  if (visits.length === 0) return;
  const find = db
    .prepare(
      "SELECT id FROM attendees WHERE meeting_uid = ? AND user_id IS NULL AND email = '' AND join_time = ?",
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO attendees (meeting_uid, user_id, full_name, email, excluded, join_time, leave_time, relay_server,
       quality_in, quality_out, connection_count, duration) VALUES (?, NULL, ?, '', 0, ?, ?, ?, 0, 0, ?, ?)`,
  );
  const update = db.prepare(
    'UPDATE attendees SET full_name = ?, leave_time = ?, connection_count = ?, duration = ? WHERE id = ?',
  );
  db.transaction(() => {
    for (const visit of visits) {
      const end = visit.leaveTime ? Date.parse(visit.leaveTime) : now;
      const minutes = Math.max(0, Math.round((end - Date.parse(visit.joinTime)) / 60_000));
      const id = find.get(uid, visit.joinTime) as number | undefined;
      if (id === undefined)
        insert.run(
          uid,
          visit.name,
          visit.joinTime,
          visit.leaveTime,
          meeting.server ?? '',
          visit.connectionCount,
          minutes,
        );
      else update.run(visit.name, visit.leaveTime, visit.connectionCount, minutes, id);
    }
  })();
}
