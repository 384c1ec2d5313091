import { atom, onMount } from 'nanostores';
import { ApiError } from '../api/errors';
import type { JoinableMeeting } from '../api/types';
import { ERROR_GENERIC, ERROR_INVALID_PARAMETER, ERROR_NOT_FOUND } from '../constants';
import { joinWithKnownPin, pinFor, takePinFromAddress } from './meeting-pins';
import { $publicSettings } from './public-settings';
import { ensurePublicSettings } from './public-settings-once';
import { $session } from './session';

/**
 * The meeting join page's data: loading, the meeting, its PIN code needed (none given in this tab; the server
 * tells an unknown meeting from one needing its PIN only once given one), not found, or a failure with its code.
 */
export type MeetingJoinState =
  | { status: 'loading'; umi: string }
  | { status: 'ready'; umi: string; meeting: JoinableMeeting; startAt: number }
  | { status: 'pinNeeded'; umi: string }
  | { status: 'notFound'; umi: string }
  | { status: 'failed'; umi: string; code: number };

/** The meeting the join page shows; `startAt` is this browser's clock time of the start. */
export const $meetingJoin = atom<MeetingJoinState>({ status: 'loading', umi: '' });

/** A scheduled meeting is asked for again this often, so "too early" and the start show without a reload. */
export const JOIN_REFRESH_MS = 60_000;

/** The time now, ticking every second while something (the countdown) listens. */
export const $now = atom(Date.now());
onMount($now, () => {
  $now.set(Date.now());
  const timer = setInterval(() => $now.set(Date.now()), 1000);
  return () => clearInterval(timer);
});

/** True for the answers that mean "no such meeting": 404, code 1001, or an ID the server cannot read. */
export function isUnknownMeeting(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === ERROR_NOT_FOUND || error.code === ERROR_INVALID_PARAMETER)
  );
}

/**
 * True when asking without a PIN code can only be refused: PIN codes are required, none was given in this tab,
 * and no session is here or can be restored (the signed-in organizer needs none). The page then asks for the
 * code first, and the browser logs no refused request.
 */
async function surelyNeedsPin(umi: string): Promise<boolean> {
  if (pinFor(umi)) return false;
  const { sessionToken, refreshToken } = $session.get();
  if (sessionToken || refreshToken) return false;
  await ensurePublicSettings();
  return $publicSettings.get()?.pinCode === true;
}

/**
 * Loads the meeting to join. The start is placed on this browser's clock from the server's `startsIn`
 * (seconds), not from `startDate`, so a visitor whose clock is wrong still sees the right countdown.
 * `quiet` keeps the current meeting on screen while it is asked for again.
 */
export async function loadMeetingToJoin(umi: string, quiet = false): Promise<void> {
  if (umi === '') {
    $meetingJoin.set({ status: 'notFound', umi });
    return;
  }
  if (!quiet) $meetingJoin.set({ status: 'loading', umi });
  if (await surelyNeedsPin(umi)) {
    if ($meetingJoin.get().umi === umi) $meetingJoin.set({ status: 'pinNeeded', umi });
    return;
  }
  try {
    const meeting = await joinWithKnownPin(umi);
    if ($meetingJoin.get().umi !== umi) return;
    // The clock may be a second old (it stops ticking a moment after its last listener): start from now.
    $now.set(Date.now());
    $meetingJoin.set({ status: 'ready', umi, meeting, startAt: Date.now() + meeting.startsIn * 1000 });
  } catch (error) {
    if ($meetingJoin.get().umi !== umi) return;
    if (isUnknownMeeting(error)) {
      const askPin = !pinFor(umi) && $publicSettings.get()?.pinCode !== false;
      $meetingJoin.set({ status: askPin ? 'pinNeeded' : 'notFound', umi });
    } else if (!quiet) {
      $meetingJoin.set({
        status: 'failed',
        umi,
        code: error instanceof ApiError ? error.code : ERROR_GENERIC,
      });
    }
  }
}

/** Delay before asking again: every minute before the start, and just after it; never once it started. */
export function nextRefreshIn(state: MeetingJoinState, now: number): number | null {
  if (state.status !== 'ready' || state.meeting.state !== 'scheduled') return null;
  const untilStart = state.startAt - now + 1000;
  return untilStart > 0 ? Math.min(JOIN_REFRESH_MS, untilStart) : JOIN_REFRESH_MS;
}

/** Loads the meeting and keeps it current while the page shows it; returns the cleanup. */
export function watchMeetingToJoin(umi: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  takePinFromAddress(umi);
  const schedule = () => {
    if (stopped) return;
    const delay = nextRefreshIn($meetingJoin.get(), Date.now());
    if (delay !== null) timer = setTimeout(() => loadMeetingToJoin(umi, true).then(schedule), delay);
  };
  loadMeetingToJoin(umi).then(schedule);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
