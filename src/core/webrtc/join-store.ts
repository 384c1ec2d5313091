// The join's state alone, for the router, which follows its phase: the join's logic stays out of the core.
import { map } from 'nanostores';
import type { Key } from '../i18n';

/** configuration -> waiting -> approved (START sent) | rejected -> connection -> connected -> end. */
export type JoinPhase =
  | 'configuration'
  | 'waiting'
  | 'approved'
  | 'rejected'
  | 'connection'
  | 'connected'
  | 'end';
/** Why the meeting ended for the guest. */
export type EndReason = 'hangup' | 'meetingEnded' | 'connectionLost';

/** Everything the screens show of the join. */
export interface JoinState {
  phase: JoinPhase;
  meetingId: string;
  subject: string;
  /** LOGIN sent, answer pending. */
  busy: boolean;
  /** Message key (namespace `meeting`) of the failure to show, null when none. */
  error: Key<'meeting'> | null;
  /** A more precise key for the same failure (the error code's own message), null when none. */
  errorDetail: Key<'meeting'> | null;
  /** The meeting is too early or closed to browsers: the join page explains it better. */
  redirectToJoin: boolean;
  /** Seconds before the meeting starts (approved but not started). */
  timeToStart: number;
  /** The socket or the media connection was lost; the client is recovering. */
  reconnecting: boolean;
  endReason: EndReason | null;
}

/** The state of a meeting not joined yet. */
export function initialJoin(meetingId: string): JoinState {
  return {
    phase: 'configuration',
    meetingId,
    subject: '',
    busy: false,
    error: null,
    errorDetail: null,
    redirectToJoin: false,
    timeToStart: 0,
    reconnecting: false,
    endReason: null,
  };
}

/** The browser join, from configuration to end. */
export const $join = map<JoinState>(initialJoin(''));
