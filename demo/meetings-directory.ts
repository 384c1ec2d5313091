// What the signalling server may know of a meeting: the seam between the JSON API and the websocket.
import type { Db } from './db/database';

/** A meeting as the signalling server sees it. */
export interface DirectoryMeeting {
  id: string;
  subject: string;
  state: 'scheduled' | 'started' | 'waitingToEnd' | 'stopped';
  /** Joinable from a browser (the meeting's own flag and the server's WebRTC setting). */
  webRtcEnabled: boolean;
  /** Guests wait for the host's approval. */
  approvalRequired: boolean;
  startDate: string;
  pinCode: string;
}

/** Looks meetings up by their unique ID (umi). */
export interface MeetingDirectory {
  find(meetingId: string): DirectoryMeeting | undefined;
}

interface Row {
  uid: string;
  subject: string;
  state: DirectoryMeeting['state'];
  web_rtc_enabled: number;
  approval_required: number;
  start_date: string;
  pin_code: string;
}

/** The directory over the database, reading the current row at each call. */
export function createMeetingDirectory(db: Db): MeetingDirectory {
  const byUid = db.prepare('SELECT * FROM meetings WHERE uid = ?');
  const settings = db.prepare("SELECT value FROM settings WHERE grp = 'meetingAccess'").pluck();
  return {
    find(meetingId) {
      const row = byUid.get(meetingId) as Row | undefined;
      if (!row) return undefined;
      const access = JSON.parse((settings.get() as string | undefined) ?? '{}') as { webRtc?: boolean };
      return {
        id: row.uid,
        subject: row.subject,
        state: row.state,
        webRtcEnabled: row.web_rtc_enabled === 1 && access.webRtc === true,
        approvalRequired: row.approval_required === 1,
        startDate: row.start_date,
        pinCode: row.pin_code,
      };
    },
  };
}
