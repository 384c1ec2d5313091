// PREPARE: the gateway's offer made, and ICE and DTLS connected, while the guest is still on the pre-join
// screen, so that Connect costs only LOGIN, START and one renegotiation (signalling.md "A connection prepared
// before Connect"). The ticket is checked as LOGIN checks it; the connection carries nothing until START.
import { randomUUID } from 'node:crypto';
import { isJoinTicketValid } from '../auth/join-tickets';
import { meetingError } from './admission';
import type { MediaGateway, PeerOwner } from './gateway/gateway';
import type { ClientMessage, MeetingDirectory, Send } from './types';

/** Prepared peer connections one client address may hold that no START took over yet (more: 1016). */
export const MAX_PREPARED_PER_ADDRESS = 4;
/** A prepared peer connection that no START took over in this time is closed (PREPARE_CLOSED). */
export const PREPARED_MS = 120_000;

/** PREPARED_MS, or MEET_WEBRTC_PREPARED_SECONDS when set to a whole number of seconds (tests shorten it). */
export function preparedMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.MEET_WEBRTC_PREPARED_SECONDS ?? '');
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : PREPARED_MS;
}

/** What PREPARE needs of the session. */
export interface PrepareContext {
  meetings: MeetingDirectory;
  gateway: MediaGateway;
  maxPreparedPerAddress: number;
  preparedMs: number;
  now(): number;
}

const NO_RIGHTS = { video: false, talk: false, share: false, chat: false };

/**
 * Answers PREPARE: the prepared connection's owner (its participant ID, which LOGIN keeps), or undefined when
 * refused. `closed` runs when it is closed unused.
 */
export function prepare(
  context: PrepareContext,
  message: Extract<ClientMessage, { type: 'PREPARE' }>,
  send: Send,
  address: string,
  closed: () => void,
): PeerOwner | undefined {
  const { meetingId, ticket } = message;
  // As LOGIN: without the ticket of the meeting nothing tells whether it exists.
  if (!isJoinTicketValid(meetingId, ticket, context.now())) {
    send({ type: 'RESPONSE_PREPARE', error: 1001, message: 'Invalid meeting identifiers.' });
    return undefined;
  }
  const error = meetingError(context.meetings.find(meetingId), context.now());
  if (error !== null) {
    send({ type: 'RESPONSE_PREPARE', error });
    return undefined;
  }
  if (context.gateway.preparedFrom(address) >= context.maxPreparedPerAddress) {
    send({
      type: 'RESPONSE_PREPARE',
      error: 1016,
      message: 'Too many connections prepared from your address.',
    });
    return undefined;
  }
  const owner = { participantId: randomUUID(), meetingId };
  send({ type: 'RESPONSE_PREPARE', error: null, participantId: owner.participantId });
  // Nobody's media reaches it, and it forwards nothing, until START puts it in the meeting with the guest's rights.
  const guest = {
    ...owner,
    name: '',
    send,
    media: { audio: false, video: false, screen: false },
    rights: NO_RIGHTS,
  };
  context.gateway.prepare(guest, address, context.preparedMs, () => {
    send({ type: 'PREPARE_CLOSED' });
    closed();
  });
  return owner;
}
