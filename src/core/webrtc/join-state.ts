// The state of a browser join (spec 4 "WebRTC join"), one store the screens read.
import {
  ERROR_FEATURE_NOT_ENABLED,
  ERROR_MEETING_ENDED,
  ERROR_MEETING_FULL,
  ERROR_NOT_FOUND,
  ERROR_TOO_EARLY,
  KEEP_ALIVE_MS,
} from '../constants';
import type { Key } from '../i18n';

export { $join, type EndReason, initialJoin, type JoinPhase, type JoinState } from './join-store';

/** Waits of the join; tests shorten them. */
export interface JoinTimings {
  keepAliveMs: number;
  /** Pause before each reconnection attempt after a lost socket; past the last one, the client gives up. */
  reconnectDelaysMs: number[];
  /** Tries after ICE fails before giving up: ICE restarts on the same peer connection, the last a new one. */
  iceRetries: number;
  /** How long a try may take to connect, once the gateway's offer for it is answered, before it counts as failed. */
  iceRetryTimeoutMs: number;
  /**
   * How long a try may go unanswered once the server has read its request (it answered a keep-alive sent after
   * it): past this, the guest reconnects from scratch (a new socket, LOGIN and START).
   */
  iceOfferTimeoutMs: number;
}

const PRODUCTION: JoinTimings = {
  keepAliveMs: KEEP_ALIVE_MS,
  reconnectDelaysMs: [1_000, 2_000, 4_000, 8_000, 8_000],
  iceRetries: 3,
  iceRetryTimeoutMs: 10_000,
  iceOfferTimeoutMs: 60_000,
};
let timings: JoinTimings = { ...PRODUCTION };

/** The waits in use. */
export function joinTimings(): JoinTimings {
  return timings;
}

/** Shortens the waits for tests. */
export function setJoinTimings(patch: Partial<JoinTimings>): void {
  timings = { ...timings, ...patch };
}

/** Back to the production waits. */
export function resetJoinTimings(): void {
  timings = { ...PRODUCTION };
}

/** The codes a refused LOGIN explains with their own message (meeting.json `webrtc.error.code.*`). */
const EXPLAINED_CODES = [
  ERROR_NOT_FOUND,
  ERROR_MEETING_FULL,
  ERROR_TOO_EARLY,
  ERROR_MEETING_ENDED,
  ERROR_FEATURE_NOT_ENABLED,
];

const LOGIN_ERRORS: Record<string, Key<'meeting'>> = {
  INVALID_USER_FULL_NAME: 'webrtc.error.userfullname',
};

/** The message keys of a refused LOGIN: spec 8's two keys, and the code's own message as detail. */
export function loginErrorKeys(error: string | number): {
  error: Key<'meeting'>;
  errorDetail: Key<'meeting'> | null;
} {
  const own = LOGIN_ERRORS[String(error)];
  if (own) return { error: own, errorDetail: null };
  const known = EXPLAINED_CODES.includes(Number(error));
  // i18n-keys: meeting:webrtc.error.code.*
  return { error: 'webrtc.error.login', errorDetail: known ? `webrtc.error.code.${error}` : null };
}
