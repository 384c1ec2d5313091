// Who may join a meeting from a browser, and when: the rules behind RESPONSE_LOGIN and RESPONSE_START.
import type { DirectoryMeeting, ErrorCode, Rights } from './types';

/** Guests may log in this long before a scheduled meeting's start date (earlier: 1008 too early). */
export const EARLY_JOIN_MS = 15 * 60_000;
/** Browser guests connected to one meeting's media gateway at most (more: 1007 meeting full). */
export const MAX_PARTICIPANTS = 8;
/** The guest limit of a meeting: MEET_WEBRTC_MAX_GUESTS (a positive integer) raises it for load tests. */
export function maxParticipantsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MEET_WEBRTC_MAX_GUESTS ?? '');
  return Number.isInteger(value) && value > 0 ? value : MAX_PARTICIPANTS;
}
/** Guests one client address may have waiting for a meeting's host (more: 1016), so sockets cannot crowd it. */
export const MAX_WAITING_PER_ADDRESS = 3;
/** Longest full name, in characters. */
export const FULL_NAME_MAX = 80;

/** True when a full name is acceptable: not blank, not absurdly long, with a letter, no control or markup characters. */
export function isValidFullName(name: string): boolean {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  return (
    length > 0 && length <= FULL_NAME_MAX && /\p{L}/u.test(trimmed) && !/[\p{Cc}\p{Cf}<>]/u.test(trimmed)
  );
}

function startMs(meeting: DirectoryMeeting): number {
  const time = Date.parse(meeting.startDate);
  return Number.isFinite(time) ? time : 0;
}

/** Why a guest may not log in to a meeting, or null when they may (the full name is checked apart). */
export function meetingError(meeting: DirectoryMeeting | undefined, now: number): ErrorCode {
  if (!meeting) return 1001;
  if (!meeting.webRtcEnabled) return 1010;
  if (meeting.state === 'stopped') return 1009;
  if (meeting.state === 'scheduled' && startMs(meeting) - now > EARLY_JOIN_MS) return 1008;
  return null;
}

/** Seconds until the meeting starts: 0 once started (a scheduled meeting starts at its start date). */
export function secondsToStart(meeting: DirectoryMeeting, now: number): number {
  if (meeting.state !== 'scheduled') return 0;
  return Math.max(0, Math.ceil((startMs(meeting) - now) / 1000));
}

/** A guest's rights in a meeting (spec 3: video, talk, share, chat): all of them, unless the meeting denies some. */
export function guestRights(meeting: DirectoryMeeting): Rights {
  const denied = meeting.rights ?? {};
  return {
    video: denied.video !== false,
    talk: denied.talk !== false,
    share: denied.share !== false,
    chat: denied.chat !== false,
  };
}
