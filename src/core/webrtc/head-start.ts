// What the pre-join screen gets ready while the guest types a name, so that Connect goes straight to LOGIN:
// the join ticket the meeting check brought, the STUN and TURN servers, the signalling socket (open, kept
// alive) and a peer connection already gathering its ICE candidates. Connect then costs no HTTP call, no
// socket handshake and no gathering.
import { JOIN_TICKET_FRESH_MS } from '../constants';
import { joinTimings } from './join-state';
import { keepAliveMessage } from './messages';
import { createPeer } from './peer-link';
import { openSignalling, type SignallingSocket } from './socket';

/** A signalling socket opened ahead, and whether it is open yet. */
export interface ReadySocket {
  socket: SignallingSocket;
  opened: boolean;
}

/** What Connect takes over. */
export interface HeadStart {
  iceServers: RTCIceServer[];
  /** The ticket for LOGIN; null when the prepared one is too old (ask for a fresh one). */
  ticket: string | null;
  /** The socket, unless it closed meanwhile. */
  socket: ReadySocket | null;
  peer: RTCPeerConnection;
}

interface Prepared {
  meetingId: string;
  iceServers: RTCIceServer[];
  ticket: string;
  ticketAt: number;
  ready: ReadySocket | null;
  keepAlive: ReturnType<typeof setInterval>;
  peer: RTCPeerConnection;
}

let prepared: Prepared | null = null;

function release(ahead: Prepared, keepSocket = false, keepPeer = false): void {
  clearInterval(ahead.keepAlive);
  const socket = ahead.ready?.socket;
  if (socket) {
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    if (!keepSocket) socket.close();
  }
  if (!keepPeer) ahead.peer.close();
}

/** Opens the socket and the peer connection of a meeting the guest is about to join (replacing any other). */
export function prepareHeadStart(meetingId: string, ticket: string, iceServers: RTCIceServer[]): void {
  dropHeadStart();
  const socket = openSignalling();
  const ready: ReadySocket = { socket, opened: false };
  const ahead: Prepared = {
    meetingId,
    iceServers,
    ticket,
    ticketAt: Date.now(),
    ready,
    // The server closes a silent socket: the pre-join screen keeps it alive like the meeting does.
    keepAlive: setInterval(() => {
      if (ready.opened) socket.send(JSON.stringify(keepAliveMessage()));
    }, joinTimings().keepAliveMs),
    peer: createPeer(iceServers),
  };
  socket.onopen = () => {
    ready.opened = true;
  };
  socket.onclose = () => {
    clearInterval(ahead.keepAlive);
    ahead.ready = null;
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
  release(ahead, true, true);
  const fresh = Date.now() - ahead.ticketAt < JOIN_TICKET_FRESH_MS;
  return {
    iceServers: ahead.iceServers,
    ticket: fresh ? ahead.ticket : null,
    socket: ahead.ready,
    peer: ahead.peer,
  };
}

/** Closes what was prepared and not taken (the guest left the pre-join screen). */
export function dropHeadStart(): void {
  if (prepared) release(prepared);
  prepared = null;
}
