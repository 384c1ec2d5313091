// Raised hands and reactions (HAND, REACTION): the chat right covers them, as signalling.md says; they change
// nothing of the media, so they live beside the session's conversation rather than inside it.
import type { MediaGateway } from './gateway/gateway';
import type { Guest, GuestRegistry } from './guests';
import type { ClientMessage, Send } from './types';

/** Reactions one guest may send in REACTION_WINDOW_MS; more are refused. */
export const REACTION_LIMIT = 5;
/** The sliding window of the reaction limit. */
export const REACTION_WINDOW_MS = 10_000;

/** What the gesture handlers need of the session. */
export interface GestureContext {
  guests: GuestRegistry;
  gateway: MediaGateway;
  now(): number;
}

type Answer = 'RESPONSE_HAND' | 'RESPONSE_REACTION';

// Refuses a gesture before approval (1004) or without the chat right (1005); null when it may go on.
function refusal(guest: Guest | undefined, send: Send, type: Answer): Guest | null {
  if (guest?.status !== 'APPROVED') send({ type, error: 1004, message: 'Not approved.' });
  else if (!guest.rights.chat)
    send({ type, error: 1005, message: 'This meeting does not let you raise a hand or react.' });
  else return guest;
  return null;
}

/** HAND: raises or lowers the guest's hand; everyone sees it in PARTICIPANTS, in the order raised. */
export function raiseHand(
  context: GestureContext,
  guest: Guest | undefined,
  send: Send,
  message: Extract<ClientMessage, { type: 'HAND' }>,
): void {
  const allowed = refusal(guest, send, 'RESPONSE_HAND');
  if (!allowed) return;
  send({ type: 'RESPONSE_HAND', error: null });
  // Raising a raised hand keeps its place in the queue.
  if (message.raised === (allowed.hand !== undefined)) return;
  allowed.hand = message.raised ? new Date(context.now()).toISOString() : undefined;
  context.gateway.mediaChanged(allowed);
}

const sent = new WeakMap<Guest, number[]>();

/** REACTION: relayed to everyone approved in the meeting, at most REACTION_LIMIT per window and guest. */
export function react(
  context: GestureContext,
  guest: Guest | undefined,
  send: Send,
  message: Extract<ClientMessage, { type: 'REACTION' }>,
): void {
  const allowed = refusal(guest, send, 'RESPONSE_REACTION');
  if (!allowed) return;
  const now = context.now();
  const recent = (sent.get(allowed) ?? []).filter((time) => now - time < REACTION_WINDOW_MS);
  if (recent.length >= REACTION_LIMIT) {
    sent.set(allowed, recent);
    send({
      type: 'RESPONSE_REACTION',
      error: 1004,
      message: `Too many reactions: at most ${REACTION_LIMIT} in ${REACTION_WINDOW_MS / 1000} s.`,
    });
    return;
  }
  sent.set(allowed, [...recent, now]);
  send({ type: 'RESPONSE_REACTION', error: null });
  const time = new Date(now).toISOString();
  for (const other of context.guests.of(allowed.meetingId)) {
    if (other.status === 'APPROVED')
      other.send({
        type: 'REACTION',
        from: allowed.participantId,
        name: allowed.name,
        reaction: message.reaction,
        time,
      });
  }
}
