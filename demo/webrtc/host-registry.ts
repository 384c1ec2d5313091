// Every attached signalling server, so the host page and the exported API reach the guests of all of them.
import type { GuestVisit, WaitingGuest } from './guests';

/** What the host needs of one signalling server. */
export interface HostApi {
  listWaiting(meetingId: string): WaitingGuest[];
  decide(meetingId: string, guestId: string, decision: 'APPROVED' | 'REJECTED'): boolean;
  /** The admitted guests' visits of a meeting, connected or gone. */
  visits(meetingId: string): GuestVisit[];
}

/** The signalling servers currently attached. */
export const attached = new Set<HostApi>();

/** Guests of a meeting waiting for the host's approval, on every attached server. */
export function listWaitingEverywhere(meetingId: string): WaitingGuest[] {
  return [...attached].flatMap((server) => server.listWaiting(meetingId));
}

/** The host approves or rejects a waiting guest; false when no such guest waits. */
export function decideEverywhere(
  meetingId: string,
  guestId: string,
  decision: 'APPROVED' | 'REJECTED',
): boolean {
  return [...attached].some((server) => server.decide(meetingId, guestId, decision));
}

/** The admitted guests' visits of a meeting, on every attached server. */
export function visitsEverywhere(meetingId: string): GuestVisit[] {
  return [...attached].flatMap((server) => server.visits(meetingId));
}
