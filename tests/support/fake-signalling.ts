// Test support: a fake signalling socket and a fake peer connection. Never bundled.

import type { ServerMessage } from '../../src/core/webrtc/messages';
import { setPeerFactory } from '../../src/core/webrtc/peer-link';
import { type SignallingSocket, setSocketFactory } from '../../src/core/webrtc/socket';
import type { Reply } from './fake-server';

/** A socket the test plays the server on. */
export class FakeSocket implements SignallingSocket {
  readonly sent: { type: string; [key: string]: unknown }[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {}

  send(text: string): void {
    if (this.closed) throw new Error('send on a closed socket');
    this.sent.push(JSON.parse(text));
  }

  close(): void {
    this.closed = true;
  }

  /** The server accepts the connection. */
  open(): void {
    this.onopen?.();
  }

  /** The server sends a frame: a valid one, or one the client must survive (it never trusts the wire). */
  receive(message: ServerMessage | object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The connection drops. */
  drop(): void {
    this.closed = true;
    this.onclose?.();
  }

  /** Types of the frames sent so far. */
  types(): string[] {
    return this.sent.map((message) => message.type);
  }
}

/** Swaps in fake sockets; every socket the client opens lands in `sockets`. */
export function fakeSignalling() {
  const sockets: FakeSocket[] = [];
  setSocketFactory((url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  });
  return {
    sockets,
    /** The socket opened last. */
    latest: (): FakeSocket => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket opened');
      return socket;
    },
  };
}

/** A peer connection that answers anything and lets the test set its connection state. */
export class FakePeer extends EventTarget {
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescriptions: RTCSessionDescriptionInit[] = [];
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  onicecandidate: ((event: { candidate: RTCIceCandidate | null }) => void) | null = null;
  ontrack: ((event: { streams: MediaStream[]; track?: MediaStreamTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  private readonly transceivers = ['audio', 'video', 'screen'].map(() => {
    const sender = {
      track: null as MediaStreamTrack | null,
      replaceTrack: async (track: MediaStreamTrack | null) => {
        sender.track = track;
      },
    };
    return { direction: 'recvonly' as RTCRtpTransceiverDirection, currentDirection: null, sender };
  });

  constructor(readonly config: RTCConfiguration) {
    super();
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescriptions.push(description);
  }
  getTransceivers() {
    return this.transceivers as unknown as RTCRtpTransceiver[];
  }
  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'answer', sdp: 'v=0 fake answer' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async getStats(): Promise<RTCStatsReport> {
    return new Map() as unknown as RTCStatsReport;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.candidates.push(candidate);
  }
  close() {
    this.closed = true;
  }

  /** Moves the connection to `state`, as ICE and DTLS would. */
  become(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

/** Swaps in fake peer connections; every one the client creates lands in `peers`. */
export function fakePeers(): FakePeer[] {
  const peers: FakePeer[] = [];
  setPeerFactory((config) => {
    const peer = new FakePeer(config);
    peers.push(peer);
    return peer as unknown as RTCPeerConnection;
  });
  return peers;
}

/**
 * The calls of a browser join before LOGIN: the STUN and TURN servers, and the meeting (as GET web/meetings/join
 * answers it, `meeting` changing it) with its join ticket.
 */
export function joinRoutes(meeting: Record<string, unknown> = {}): Record<string, Reply> {
  return {
    'GET web/meetings/webrtc-servers': { status: 200, body: { stunServers: [], turnServers: [] } },
    'GET web/meetings/join': {
      status: 200,
      body: { webRtcEnabled: true, webRtcTooEarly: false, ticket: '1.ticket', ...meeting },
    },
  };
}
