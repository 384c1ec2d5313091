// The browser's side of the gateway's peer connection, wrapped once: the gateway offers, we answer; our
// camera, microphone and shared screen go on the offer's first three transceivers (signalling.md "Media").
import type { RtcData } from './messages';
import { SCREEN_SUFFIX } from './participants';
import type { IceCandidate } from './signalling.generated';

/** Creates a peer connection (tests swap it). */
export type PeerFactory = (config: RTCConfiguration) => RTCPeerConnection;

const browserPeer: PeerFactory = (config) => new RTCPeerConnection(config);
let factory: PeerFactory = browserPeer;

/** Swaps RTCPeerConnection for tests. */
export function setPeerFactory(next: PeerFactory): void {
  factory = next;
}

/** Puts the browser's RTCPeerConnection back. */
export function resetPeerFactory(): void {
  factory = browserPeer;
}

/**
 * A peer connection for the gateway. Made on the pre-join screen, it gathers its candidates at once (a pool of
 * one): they are ready when the offer comes.
 */
export function createPeer(iceServers: RTCIceServer[]): RTCPeerConnection {
  return factory({ iceServers, iceCandidatePoolSize: 1 });
}

// A candidate as the schema has it (RTCIceCandidateInit leaves `candidate` optional).
const wire = (candidate: RTCIceCandidate): IceCandidate => ({
  candidate: candidate.candidate,
  sdpMid: candidate.sdpMid,
  sdpMLineIndex: candidate.sdpMLineIndex,
  usernameFragment: candidate.usernameFragment,
});

/** What the link reports. */
export interface PeerLinkEvents {
  /** An answer or candidate for the gateway. */
  send(data: RtcData): void;
  /** A participant's media arrived; the stream ID is their participant ID (with SCREEN_SUFFIX for a screen). */
  stream(id: string, stream: MediaStream): void;
  /** ICE and DTLS connected, or failed for good. */
  state(state: 'connected' | 'failed'): void;
}

/** How long ICE may stay "disconnected" before the link counts as failed. */
export const DISCONNECTED_GRACE_MS = 5_000;

/** One peer connection with the gateway. */
export class PeerLink {
  private uplink:
    | { audio?: RTCRtpTransceiver; video?: RTCRtpTransceiver; screen?: RTCRtpTransceiver }
    | undefined;
  private screen: MediaStreamTrack | null = null;
  /** Participant ID by the ID of each received microphone and camera track, for the statistics. */
  readonly owners = new Map<string, string>();
  /** What arrived by stream ID: a prepared connection's echo comes before anyone listens for it. */
  private readonly streams = new Map<string, MediaStream>();
  private queue: Promise<void> = Promise.resolve();
  private grace: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly pc: RTCPeerConnection,
    private local: MediaStream | null,
    private events: PeerLinkEvents,
  ) {
    this.pc.onicecandidate = ({ candidate }) =>
      this.events.send({ candidate: candidate ? wire(candidate) : null });
    this.pc.ontrack = ({ streams, track }) => {
      const stream = streams[0];
      if (!stream) return;
      // A still screen is sent at a few frames a second, which would read as freezes: only the microphone
      // and camera tell how a participant's connection is.
      if (track && !stream.id.endsWith(SCREEN_SUFFIX)) this.owners.set(track.id, stream.id);
      this.streams.set(stream.id, stream);
      this.events.stream(stream.id, stream);
    };
    this.pc.onconnectionstatechange = () => this.onState(this.pc.connectionState);
  }

  /**
   * Reports to another listener from now on (a prepared link taken over by the conversation), starting with
   * the streams that arrived before.
   */
  listen(events: PeerLinkEvents): void {
    this.events = events;
    for (const [id, stream] of this.streams) events.stream(id, stream);
  }

  /** Applies the gateway's offer or candidate, in arrival order. */
  handle(data: RtcData): Promise<void> {
    const run = this.queue.then(() =>
      'sdp' in data ? this.answer(data.sdp) : this.candidate(data.candidate),
    );
    this.queue = run.catch(() => {});
    return run;
  }

  /** Sends another camera or microphone (device change) without renegotiating. */
  async sendLocal(stream: MediaStream | null): Promise<void> {
    this.local = stream;
    if (!this.uplink) return;
    await this.attach();
  }

  /** Sends a shared screen (or stops sending one) on the screen transceiver, without renegotiating. */
  async shareScreen(track: MediaStreamTrack | null): Promise<void> {
    this.screen = track;
    if (!this.uplink) return;
    await this.attach();
  }

  /** The connection's statistics (getStats). */
  stats(): Promise<RTCStatsReport> {
    return this.pc.getStats();
  }

  /** Closes the connection. */
  close(): void {
    clearTimeout(this.grace);
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private async answer(sdp: RTCSessionDescriptionInit): Promise<void> {
    await this.pc.setRemoteDescription(sdp);
    if (!this.uplink) {
      const [audio, video, screen] = this.pc.getTransceivers();
      this.uplink = { audio, video, screen };
      await this.attach();
    }
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const local = this.pc.localDescription;
    if (local) this.events.send({ sdp: { type: 'answer', sdp: local.sdp } });
    // An ICE restart on a path that still works keeps the state "connected": no change event says so.
    if (this.pc.connectionState === 'connected') this.events.state('connected');
  }

  private async candidate(candidate: IceCandidate | null): Promise<void> {
    if (candidate?.candidate) await this.pc.addIceCandidate(candidate);
  }

  // Sendonly even without a track (a missing device): one plugged in later is sent without renegotiation.
  private async attach(): Promise<void> {
    const tracks = {
      audio: this.local?.getAudioTracks()[0] ?? null,
      video: this.local?.getVideoTracks()[0] ?? null,
      screen: this.screen,
    };
    // All three at once: the answer waits for them.
    await Promise.all(
      (['audio', 'video', 'screen'] as const).map(async (kind) => {
        const transceiver = this.uplink?.[kind];
        if (!transceiver) return;
        transceiver.direction = 'sendonly';
        await transceiver.sender.replaceTrack(tracks[kind]);
      }),
    );
  }

  private onState(state: RTCPeerConnectionState): void {
    clearTimeout(this.grace);
    if (state === 'connected') this.events.state('connected');
    else if (state === 'failed') this.events.state('failed');
    else if (state === 'disconnected')
      this.grace = setTimeout(() => this.events.state('failed'), DISCONNECTED_GRACE_MS);
  }
}
