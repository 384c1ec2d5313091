// One guest's peer connection on the gateway: the gateway offers, the browser answers. Media travels in slots:
// audio, video (the camera) and screen (a shared screen, a second video track), each with a transceiver of
// its own, so a screen share starts and stops with replaceTrack on the browser's side, never renegotiation.
import {
  type MediaStreamTrack,
  useOPUS as opus,
  RTCPeerConnection,
  type RTCRtpReceiver,
  type RTCRtpTransceiver,
  type RtcpPacket,
  RtcpPayloadSpecificFeedback,
  useVP8 as vp8,
} from 'werift';
import type { ClientRtcData, RtcData } from '../types';

/** What a transceiver carries: a microphone, a camera, or a shared screen. */
export type Slot = 'audio' | 'video' | 'screen';
/** Every slot, in the order of the m-lines of each participant (signalling.md "Media"). */
export const SLOTS: Slot[] = ['audio', 'video', 'screen'];
/** The suffix of the stream ID of a participant's screen (`.` never occurs in a participant ID). */
export const SCREEN_SUFFIX = '.screen';
const kindOf = (slot: Slot) => (slot === 'audio' ? 'audio' : 'video');
type Candidate = { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null };

/** What a peer tells the gateway. */
export interface PeerEvents {
  /** A description or candidate for the browser. */
  signal(data: RtcData): void;
  /** The guest's own audio, camera or screen arrived (its uplink). */
  track(slot: Slot, track: MediaStreamTrack, receiver: RTCRtpReceiver): void;
  /** The browser asked for a keyframe of the video sent by this sender SSRC. */
  keyframeWanted(senderSsrc: number): void;
  /** ICE and DTLS are up; or they failed or closed. */
  state(state: 'connected' | 'failed' | 'closed'): void;
  /** The browser's answer is applied and no other offer is due: it receives on every downlink. */
  settled(): void;
}

/** The transceivers that carry one remote participant's media to this guest, one per slot. */
export type Downlink = Record<Slot, RTCRtpTransceiver>;

const PLI = 1;
const sections = (sdp: string) => sdp.split(/\r?\nm=/).length - 1;
const FIR = 4;

/** A guest's werift peer connection: uplink transceivers first, then one downlink set per remote participant. */
export class GuestPeer {
  readonly pc: RTCPeerConnection;
  readonly downlinks = new Map<string, Downlink>();
  // Candidates gathered before an offer went out would reach the browser before the description they
  // belong to (the first one, or an ICE restart's fresh credentials): they wait for it.
  private held: RtcData[] | null = [];
  private negotiating = false;
  private renegotiate = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly events: PeerEvents) {
    // No STUN server: werift's default one cannot be reached here, and host candidates suffice for the gateway.
    // ICE lite, as media servers run it: the browser makes the checks, picks the pair and watches its consent.
    // As a full agent, werift checked consent itself, waiting half a second for each answer: a gateway whose
    // event loop lagged behind its packets (five guests on a loaded machine) read the answers too late, and
    // 30 s later it sent that browser nothing more, keyframe requests included, while still taking its media.
    // One codec per kind: with several, werift forwards VP8 labelled as another codec.
    this.pc = new RTCPeerConnection({
      iceServers: [],
      iceLite: true,
      bundlePolicy: 'max-bundle',
      codecs: { audio: [opus()], video: [vp8()] },
    });
    this.pc.onIceCandidate.subscribe((candidate) => this.emit({ candidate: candidate?.toJSON() ?? null }));
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' || state === 'failed' || state === 'closed') events.state(state);
    });
    for (const slot of SLOTS) {
      const uplink = this.addTransceiver(kindOf(slot), 'recvonly');
      uplink.onTrack.subscribe((track) => events.track(slot, track, uplink.receiver));
    }
  }

  /**
   * Adds the transceivers that will carry `publisherId`'s media: its ID is the stream ID of its microphone
   * and camera, and with SCREEN_SUFFIX of its screen, so the browser tells the two videos apart.
   */
  addDownlink(publisherId: string): Downlink {
    const downlink = Object.fromEntries(
      SLOTS.map((slot) => [slot, this.addTransceiver(kindOf(slot), 'sendonly')]),
    ) as Downlink;
    for (const slot of SLOTS)
      downlink[slot].sender.streamId = slot === 'screen' ? `${publisherId}${SCREEN_SUFFIX}` : publisherId;
    this.downlinks.set(publisherId, downlink);
    return downlink;
  }

  /** Stops carrying `publisherId`'s media; the browser ends those tracks at the next negotiation. */
  removeDownlink(publisherId: string): void {
    const downlink = this.downlinks.get(publisherId);
    if (!downlink) return;
    for (const slot of SLOTS) downlink[slot].setDirection('inactive');
    this.downlinks.delete(publisherId);
  }

  /** True when every downlink is answered: the browser has a receiver for each and keeps what it gets. */
  get settled(): boolean {
    return !this.negotiating;
  }

  /** Makes a new offer now, or as soon as the current one is answered. */
  negotiate(): void {
    if (this.negotiating) {
      this.renegotiate = true;
      return;
    }
    this.negotiating = true;
    this.serially(async () => {
      this.held ??= [];
      await this.pc.setLocalDescription(await this.pc.createOffer());
      const sdp = this.pc.localDescription?.sdp ?? '';
      this.events.signal({ sdp: { type: 'offer', sdp } });
      for (const data of this.held ?? []) this.events.signal(data);
      this.held = null;
    }).catch(() => this.events.state('failed'));
  }

  /** Applies what the browser sent, in arrival order. */
  receive(data: ClientRtcData): Promise<void> {
    return this.serially(async () => {
      if ('sdp' in data) {
        if (data.sdp.type !== 'answer' || !this.negotiating) {
          throw new Error('The gateway expects an answer to its offer.');
        }
        // werift takes nearly any text as a description: refuse an answer that does not answer every m-line.
        if (sections(data.sdp.sdp) !== sections(this.pc.localDescription?.sdp ?? '')) {
          throw new Error('The answer must have one m-line per m-line of the offer.');
        }
        await this.pc.setRemoteDescription(data.sdp);
        this.negotiating = false;
        if (this.renegotiate) {
          this.renegotiate = false;
          this.negotiate();
        } else this.events.settled();
      } else if ('iceRestart' in data) {
        // The next offer (now, or once the pending one is answered) carries fresh ICE credentials.
        this.pc.restartIce();
        this.negotiate();
      } else if (data.candidate?.candidate) {
        await this.pc.addIceCandidate(data.candidate as Candidate);
      }
    });
  }

  /** Closes the connection. */
  close(): void {
    this.held = null;
    this.pc.close().catch(() => {});
  }

  private emit(data: RtcData): void {
    if (this.held) this.held.push(data);
    else this.events.signal(data);
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => {});
    return run;
  }

  private addTransceiver(kind: 'audio' | 'video', direction: 'recvonly' | 'sendonly'): RTCRtpTransceiver {
    const transceiver = this.pc.addTransceiver(kind, { direction });
    // A browser's PLI reaches whichever of our receivers or senders werift routes it to: listen to both.
    const onRtcp = (packet: RtcpPacket) => this.onRtcp(packet);
    transceiver.receiver.onRtcp.subscribe(onRtcp);
    transceiver.sender.onRtcp.subscribe(onRtcp);
    return transceiver;
  }

  private onRtcp(packet: RtcpPacket): void {
    if (!(packet instanceof RtcpPayloadSpecificFeedback)) return;
    const feedback = packet.feedback as { count: number; mediaSsrc?: number; fir?: { ssrc: number }[] };
    // A FIR names its media source in its entries, a PLI in its header.
    const ssrc = feedback.count === FIR ? feedback.fir?.[0]?.ssrc : feedback.mediaSsrc;
    if ((feedback.count === PLI || feedback.count === FIR) && ssrc !== undefined)
      this.events.keyframeWanted(ssrc);
  }
}
