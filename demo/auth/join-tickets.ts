// The short-lived join ticket: what `joinMeeting` hands a visitor who gave the meeting's PIN (or needed none),
// and what the signalling LOGIN must carry. Signed, not stored: the HTTP API and the signalling socket of one
// process share the key, and a restart makes every ticket void (the browser asks for a new one).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a ticket admits to LOGIN; the browser asks for a fresh one before each LOGIN. */
export const JOIN_TICKET_MS = 5 * 60_000;

const KEY = randomBytes(32);

function signature(meetingId: string, expires: number): string {
  return createHmac('sha256', KEY).update(`${meetingId}.${expires}`).digest('base64url');
}

/** A ticket for `meetingId`, valid JOIN_TICKET_MS from `now`. */
export function issueJoinTicket(meetingId: string, now = Date.now()): string {
  const expires = now + JOIN_TICKET_MS;
  return `${expires}.${signature(meetingId, expires)}`;
}

/** True when `ticket` was issued by this process for `meetingId` and has not expired at `now`. */
export function isJoinTicketValid(meetingId: string, ticket: unknown, now = Date.now()): boolean {
  if (typeof ticket !== 'string') return false;
  const [time = '', mac = ''] = ticket.split('.');
  const expires = Number(time);
  if (!/^[0-9]{1,15}$/.test(time) || expires < now) return false;
  const expected = Buffer.from(signature(meetingId, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
