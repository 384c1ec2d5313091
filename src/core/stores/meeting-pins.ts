// The PIN codes a visitor gave in this tab, per meeting: the join page and the browser client ask the server
// again (for the meeting's state and for a fresh join ticket) without asking the visitor again. Kept in
// sessionStorage, so a reload keeps them and closing the tab forgets them; in memory where storage throws.
import { joinMeeting } from '../api/meeting-calls';
import type { JoinableMeeting } from '../api/types';
import { leaveFor, routeHref } from '../router/navigation';

const KEY = (umi: string) => `meet.pinCode.${umi}`;
const inMemory = new Map<string, string>();

/** The PIN code given for a meeting in this tab, if any. */
export function pinFor(umi: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(KEY(umi)) ?? inMemory.get(umi);
  } catch {
    return inMemory.get(umi);
  }
}

/** Remembers the PIN code the server accepted for a meeting (an empty one: none needed). */
export function rememberPin(umi: string, pin: string): void {
  if (pin) inMemory.set(umi, pin);
  else inMemory.delete(umi);
  try {
    if (pin) globalThis.sessionStorage?.setItem(KEY(umi), pin);
    else globalThis.sessionStorage?.removeItem(KEY(umi));
  } catch {
    // In memory only: a reload asks again.
  }
}

/** The meeting with a fresh join ticket, asked with the PIN code given in this tab. */
export function joinWithKnownPin(umi: string): Promise<JoinableMeeting> {
  return joinMeeting(umi, pinFor(umi));
}

const PIN_FRAGMENT = /^#pin=([0-9]{4,12})$/;

/**
 * Loads the deployment's join page of a meeting (a portal on another origin, whose tab storage Meet cannot
 * read): the PIN code goes along in the fragment, which no server receives, and the page takes it at once.
 */
export function leaveForJoinPage(umi: string): void {
  const pin = pinFor(umi);
  leaveFor(`${routeHref('join', {}, { umi })}${pin ? `#pin=${pin}` : ''}`);
}

/** Remembers the PIN code a portal handed over in the address's fragment, and takes it out of the address. */
export function takePinFromAddress(umi: string): void {
  const pin = PIN_FRAGMENT.exec(globalThis.location?.hash ?? '')?.[1];
  if (!pin) return;
  rememberPin(umi, pin);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
