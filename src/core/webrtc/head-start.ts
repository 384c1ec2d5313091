// What the pre-join screen gets ready while the guest types a name, so that Connect goes straight to LOGIN:
// the join ticket the meeting check brought, the STUN and TURN servers, the signalling socket (open, kept
// alive) and the gateway's peer connection, prepared with PREPARE: offered, answered with no track, ICE and
// DTLS connected (signalling.md "A connection prepared before Connect"). Connect then costs LOGIN, START and
// one renegotiation. Refused or closed by the server, a plain peer connection gathering ahead stands in; closed
// unused (the server keeps it 2 minutes), it is prepared again once the page is seen.
import { JOIN_TICKET_FRESH_MS } from '../constants';
import { joinTimings } from './join-state';
import { keepAliveMessage, parseServerMessage, prepareMessage, rtcMessage } from './messages';
import { createPeer, PeerLink } from './peer-link';
import { openSignalling, type SignallingSocket } from './socket';

/** A signalling socket opened ahead, and whether it is open yet. */
export interface ReadySocket {
  socket: SignallingSocket;
  opened: boolean;
}

/**
 * What Connect takes over. It stays live until the conversation takes the socket's messages: a frame that
 * arrives meanwhile (the prepared connection closed) still changes it.
 */
export interface HeadStart {
  iceServers: RTCIceServer[];
  /** The ticket for LOGIN; null when the prepared one is too old (ask for a fresh one). */
  ticket: string | null;
  /** The socket, unless it closed meanwhile. */
  socket: ReadySocket | null;
  /** The connection PREPARE made, when the server accepted it. */
  link: PeerLink | null;
  /** A peer connection gathering ahead, when there is no prepared link. */
  peer: RTCPeerConnection | null;
}

interface Prepared extends HeadStart {
  meetingId: string;
  ticketAt: number;
  keepAlive: ReturnType<typeof setInterval>;
  /** Prepares the meeting again: a fresh ticket, socket and PREPARE. */
  renew: () => void;
  /** Stops waiting for the page to be seen. */
  seen: AbortController;
}

let prepared: Prepared | null = null;

// The prepared connection is gone (refused, failed, or closed unused): a plain one gathers ahead instead.
function unlink(ahead: Prepared): void {
  if (!ahead.link) return;
  ahead.link.close();
  ahead.link = null;
  ahead.peer = createPeer(ahead.iceServers);
}

// The server's answers before LOGIN: the prepared connection's offer and candidates, or its end.
function receive(ahead: Prepared, socket: SignallingSocket, data: unknown): void {
  const message = typeof data === 'string' ? parseServerMessage(data) : null;
  if (message?.type === 'RESPONSE_PREPARE' && message.error === null && ahead.peer) {
    // Nothing to send before Connect: the link answers with no track, and the conversation attaches them.
    ahead.link = new PeerLink(ahead.peer, null, {
      send: (out) => socket.send(JSON.stringify(rtcMessage(ahead.meetingId, out))),
      stream: () => {},
      state: (state) => {
        if (state === 'failed') unlink(ahead);
      },
    });
    ahead.peer = null;
  } else if (message?.type === 'RTC' && !('iceRestart' in message.data)) {
    ahead.link?.handle(message.data).catch(() => unlink(ahead));
  } else if (message?.type === 'PREPARE_CLOSED') {
    unlink(ahead);
    renewWhenSeen(ahead);
  }
}

// A guest may read the pre-join screen for longer than the server keeps an unused prepared connection: it is
// prepared again at once on a page in view, else when the page comes back into view, so that Connect finds one.
// (A plain peer connection answering START on the old socket stayed "new" in the room bench.)
function renewWhenSeen(ahead: Prepared): void {
  if (document.visibilityState === 'visible') {
    ahead.renew();
    return;
  }
  const { signal } = ahead.seen;
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState !== 'visible') return;
      ahead.seen.abort();
      ahead.renew();
    },
    { signal },
  );
}

function release(ahead: Prepared): void {
  clearInterval(ahead.keepAlive);
  ahead.seen.abort();
  const socket = ahead.socket?.socket;
  if (socket) {
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close();
  }
  ahead.link?.close();
  ahead.peer?.close();
}

/**
 * Opens the socket of a meeting the guest is about to join (replacing any other) and prepares the gateway's
 * peer connection on it; `renew` prepares the meeting again when the server closed that connection unused.
 */
export function prepareHeadStart(
  meetingId: string,
  ticket: string,
  iceServers: RTCIceServer[],
  renew: () => void,
): void {
  dropHeadStart();
  const socket = openSignalling();
  const ready: ReadySocket = { socket, opened: false };
  const ahead: Prepared = {
    meetingId,
    iceServers,
    ticket,
    ticketAt: Date.now(),
    socket: ready,
    // The server closes a silent socket: the pre-join screen keeps it alive like the meeting does.
    keepAlive: setInterval(() => {
      if (ready.opened) socket.send(JSON.stringify(keepAliveMessage()));
    }, joinTimings().keepAliveMs),
    link: null,
    peer: createPeer(iceServers),
    renew,
    seen: new AbortController(),
  };
  socket.onopen = () => {
    ready.opened = true;
    socket.send(JSON.stringify(prepareMessage(meetingId, ticket)));
  };
  socket.onmessage = ({ data }) => receive(ahead, socket, data);
  socket.onclose = () => {
    clearInterval(ahead.keepAlive);
    ahead.socket = null;
    unlink(ahead);
  };
  prepared = ahead;
}

/** Hands what was prepared for `meetingId` to the conversation that starts now; null when nothing was. */
export function takeHeadStart(meetingId: string): HeadStart | null {
  const ahead = prepared;
  prepared = null;
  if (!ahead) return null;
  if (ahead.meetingId !== meetingId) {
    release(ahead);
    return null;
  }
  clearInterval(ahead.keepAlive);
  ahead.seen.abort();
  if (Date.now() - ahead.ticketAt >= JOIN_TICKET_FRESH_MS) ahead.ticket = null;
  return ahead;
}

/** Closes what was prepared and not taken (the guest left the pre-join screen). */
export function dropHeadStart(): void {
  if (prepared) release(prepared);
  prepared = null;
}
