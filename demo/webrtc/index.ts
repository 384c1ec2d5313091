// The signalling websocket at /meet/webrtcsignaling and its media gateway, attached to the server's HTTP server.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { MAX_WAITING_PER_ADDRESS, maxParticipantsFromEnv } from './admission';
import { MediaGateway } from './gateway/gateway';
import { GuestRegistry, type GuestVisit, type WaitingGuest } from './guests';
import { attached, decideEverywhere, listWaitingEverywhere, visitsEverywhere } from './host-registry';
import { MAX_PREPARED_PER_ADDRESS, preparedMsFromEnv } from './prepare';
import { MAX_FRAME_BYTES, parseFrame } from './schema';
import { Session } from './session';
import type { MeetingDirectory, ServerMessage } from './types';

export { HOST_PATH, type HostAnswer, type HostRequest, hostPage, hostRoute } from './host-page';
export type { DirectoryMeeting, MeetingDirectory } from './types';

/** Path of the signalling websocket. */
export const SIGNALLING_URL_PATH = '/meet/webrtcsignaling';
/** How often meetings are checked for an end, and sockets for silence. */
export const SWEEP_MS = 5_000;
/** A socket silent this long (two keep-alives missed, and no answer to the sweeps' pings) is closed. */
export const IDLE_MS = 75_000;

/** Options of attachSignalling (tests shrink the limits). */
export interface SignallingOptions {
  maxParticipants?: number;
  maxWaitingPerAddress?: number;
  maxPreparedPerAddress?: number;
  /** How long a prepared peer connection waits for its START. */
  preparedMs?: number;
  now?: () => number;
  sweepMs?: number;
}

/** A running signalling server. */
export interface Signalling {
  close(): Promise<void>;
  /** Guests of a meeting waiting for the host's approval. */
  listWaiting(meetingId: string): WaitingGuest[];
  /** The host approves or rejects a waiting guest; false when no such guest waits. */
  decide(meetingId: string, guestId: string, decision: 'APPROVED' | 'REJECTED'): boolean;
  /** The admitted guests' visits of a meeting, connected or gone. */
  visits(meetingId: string): GuestVisit[];
}

/** Guests of a meeting waiting for the host's approval (on every attached server). */
export const listWaiting = listWaitingEverywhere;
/** The host approves or rejects a waiting guest; false when no such guest waits. */
export const decide = decideEverywhere;
/** The admitted browser guests' visits of a meeting (on every attached server): its attendees from browsers. */
export const guestVisits = visitsEverywhere;
export type { GuestVisit, WaitingGuest } from './guests';

function text(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

/** Serves the signalling websocket on `server` for the meetings of `meetings`. */
export function attachSignalling(
  server: Server,
  meetings: MeetingDirectory,
  options: SignallingOptions = {},
): Signalling {
  const now = options.now ?? Date.now;
  const guests = new GuestRegistry();
  const gateway = new MediaGateway();
  const context = {
    meetings,
    guests,
    gateway,
    maxParticipants: options.maxParticipants ?? maxParticipantsFromEnv(),
    maxWaitingPerAddress: options.maxWaitingPerAddress ?? MAX_WAITING_PER_ADDRESS,
    maxPreparedPerAddress: options.maxPreparedPerAddress ?? MAX_PREPARED_PER_ADDRESS,
    preparedMs: options.preparedMs ?? preparedMsFromEnv(),
    now,
  };
  // ws itself closes the socket (code 1009) past this; up to it, an oversized frame gets an ERROR answer.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES * 4 });
  const sessions = new Map<WebSocket, { session: Session; lastSeen: number }>();

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const send = (message: ServerMessage) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    };
    const address = request.socket.remoteAddress ?? '';
    const entry = {
      session: new Session(context, send, () => socket.close(1000), address),
      lastSeen: now(),
    };
    sessions.set(socket, entry);
    socket.on('message', (data) => {
      entry.lastSeen = now();
      // Whatever a frame trips over is this socket's error, never an exception that stops the server.
      try {
        const frame = text(data);
        const parsed = parseFrame(frame, frame.byteLength);
        if (!parsed.ok) return send(parsed.answer);
        entry.session.handle(parsed.message);
      } catch (error) {
        send({ type: 'ERROR', error: 1000, message: (error as Error).message });
      }
    });
    // The browser answers a ping from its network stack, even while its page is too busy to send a KEEP_ALIVE:
    // a guest on a loaded machine (the room bench at load 50: keep-alives sent but not read for over 75 s)
    // keeps the meeting; a browser gone answers nothing.
    socket.on('pong', () => {
      entry.lastSeen = now();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      entry.session.end();
      sessions.delete(socket);
    });
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === SIGNALLING_URL_PATH)
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    else if (server.listenerCount('upgrade') === 1) socket.destroy();
  };
  server.on('upgrade', onUpgrade);

  const sweep = setInterval(() => {
    for (const [socket, { session, lastSeen }] of sessions) {
      if (now() - lastSeen > IDLE_MS) {
        socket.terminate();
        continue;
      }
      if (socket.readyState === WebSocket.OPEN) socket.ping();
      if (session.meetingId) {
        const meeting = meetings.find(session.meetingId);
        if (!meeting) session.expel(1001);
        else if (meeting.state === 'stopped') session.expel(1009);
        else if (!meeting.webRtcEnabled) session.expel(1010);
      }
    }
  }, options.sweepMs ?? SWEEP_MS);
  sweep.unref();

  const signalling: Signalling = {
    listWaiting: (meetingId) => guests.waiting(meetingId),
    decide: (meetingId, guestId, decision) => guests.decide(meetingId, guestId, decision),
    visits: (meetingId) => guests.visits(meetingId),
    close: async () => {
      attached.delete(signalling);
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      for (const socket of sessions.keys()) socket.terminate();
      gateway.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  attached.add(signalling);
  return signalling;
}
