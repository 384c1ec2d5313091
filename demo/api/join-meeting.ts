// What a visitor needs to join a meeting, given its ID and PIN: the meeting, and a join ticket for the signalling LOGIN.
import { issueJoinTicket } from '../auth/join-tickets';
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import type { Handlers } from '../http/types';
import { readSettings } from '../lib/settings';
import { createMeetingDirectory } from '../meetings-directory';

/** Minutes before its start from which a meeting can be joined from a browser. */
export const EARLY_JOIN_MINUTES = 10;

const invalid = () => new ApiError(1001, 'Invalid meeting identifiers.');

/** The joinMeeting handler. */
export function joinMeetingHandler(context: Context): Handlers['joinMeeting'] {
  const { db } = context;
  const directory = createMeetingDirectory(db);
  const meetingRow = db.prepare('SELECT duration, creator_id, creator_name FROM meetings WHERE uid = ?');
  return (request) => {
    const { umi, pinCode } = request.query;
    const access = readSettings(db, 'meetingAccess');
    const meeting = directory.find(umi);
    const row = meeting
      ? (meetingRow.get(meeting.id) as { duration: number; creator_id: number | null; creator_name: string })
      : undefined;
    // The signed-in organizer of the meeting needs no PIN; without a PIN nobody else learns whether it exists.
    const organizer = row?.creator_id != null && row.creator_id === request.user?.id;
    const pinRequired = access.pinCode && !organizer;
    if (pinRequired && pinCode === undefined) throw invalid();
    const wait = context.joinGuard.wait(request.ip, umi);
    if (wait > 0) {
      throw new ApiError(1016, `Too many wrong meeting identifiers: try again in ${wait} seconds.`, {
        status: 429,
        headers: { 'retry-after': String(wait) },
      });
    }
    if (!meeting || !row || (pinCode !== undefined && !organizer && pinCode !== meeting.pinCode)) {
      context.joinGuard.fail(request.ip, umi);
      throw invalid();
    }
    const startsIn = Math.max(0, Math.round((Date.parse(meeting.startDate) - Date.now()) / 1000));
    const phone = access.incomingPstn && meeting.state !== 'stopped';
    return {
      id: meeting.id,
      subject: meeting.subject,
      state: meeting.state,
      startDate: meeting.startDate,
      duration: row.duration,
      startsIn: meeting.state === 'scheduled' ? startsIn : 0,
      webRtcEnabled: meeting.webRtcEnabled,
      webRtcTooEarly: meeting.state === 'scheduled' && startsIn > EARLY_JOIN_MINUTES * 60,
      approvalRequired: meeting.approvalRequired,
      pinCodeRequired: access.pinCode,
      organizerName: row.creator_name,
      phoneNumbers: phone ? access.phoneNumbers : [],
      phoneLoginInfo: phone
        ? `Dial a number, then enter the meeting ID ${meeting.id} followed by #, then the PIN code followed by #.`
        : '',
      ticket: issueJoinTicket(meeting.id),
    };
  };
}
