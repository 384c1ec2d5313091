// The media gateway, a small SFU: each guest sends its audio, camera and screen once and receives every other
// participant's on transceivers of its own; a guest alone in a meeting receives its own microphone and camera
// back (never its screen: shown back inside the shared screen, it would mirror itself endlessly).
import type { MediaStreamTrack, RTCRtpReceiver } from 'werift';
import type { ClientRtcData, Rights, Send } from '../types';
import { type Limiter, rateLimited } from './keyframes';
import { GuestPeer, SLOTS, type Slot } from './peer';

/** The `dest` of every RTC frame a browser sends to the gateway, and the `from` of the gateway's. */
export const GATEWAY_ID = 'gateway';

/** A guest as the gateway needs it. */
export interface MediaGuest {
  participantId: string;
  name: string;
  meetingId: string;
  send: Send;
  /** Whether its microphone, camera and screen share are on. */
  media: { audio: boolean; video: boolean; screen: boolean };
  /** What the meeting lets it send: the gateway forwards nothing else. */
  rights: Rights;
  /** When it raised its hand (ISO 8601), if it is up. */
  hand?: string;
}

type VideoSlot = 'video' | 'screen';

interface Member {
  guest: MediaGuest;
  peer: GuestPeer;
  uplinks: Partial<Record<Slot, { track: MediaStreamTrack; receiver: RTCRtpReceiver }>>;
  /** Forwarding subscriptions by `publisherId:slot`. */
  forwards: Map<string, () => void>;
  /** The forwards (`publisherId:slot`) whose publisher was asked a keyframe for this guest. */
  keyed: Set<string>;
  /** Keyframe requests to this guest's camera and screen encoders. */
  keyframes: Record<VideoSlot, Limiter>;
  /** ICE and DTLS are up: packets sent to this guest arrive. */
  connected: boolean;
  /** The slots whose media has begun to arrive: the guest's encoder runs and a keyframe request reaches it. */
  sending: Set<Slot>;
}

// The right a guest needs for the gateway to pass a slot's media on.
const RIGHT_OF: Record<Slot, keyof Rights> = { audio: 'talk', video: 'video', screen: 'share' };

type Room = Map<string, Member>;

/** A peer connection made before its guest joins (PREPARE): only the guest's uplinks, no room yet. */
interface Prepared {
  member: Member;
  address: string;
  expiry: ReturnType<typeof setTimeout>;
}

/** Who a frame from a browser is for: a guest in a room, or one whose connection is prepared. */
export type PeerOwner = Pick<MediaGuest, 'participantId' | 'meetingId'>;

/** Peer connections of every guest, grouped by meeting, and the forwarding between them. */
export class MediaGateway {
  private readonly rooms = new Map<string, Room>();
  private readonly prepared = new Map<string, Prepared>();

  /**
   * Makes the guest's peer connection before it joins (PREPARE) and sends the gateway's offer, which carries
   * the guest's own three uplinks and the triple of its echo: ICE and DTLS connect while the guest is still on
   * the pre-join screen. START takes it over (`connect`): in an empty meeting the echo is what it receives, so
   * the media flows at once with no renegotiation. Unused after `closeAfterMs`, it is closed and `closed` called.
   */
  prepare(guest: MediaGuest, address: string, closeAfterMs: number, closed: () => void): void {
    const member = this.member(guest);
    member.peer.addDownlink(guest.participantId);
    const expiry = setTimeout(() => {
      this.unprepare(guest.participantId);
      closed();
    }, closeAfterMs);
    expiry.unref();
    this.prepared.set(guest.participantId, { member, address, expiry });
    member.peer.negotiate();
  }

  /** How many prepared peer connections no START took over yet come from `address`. */
  preparedFrom(address: string): number {
    let count = 0;
    for (const prepared of this.prepared.values()) if (prepared.address === address) count += 1;
    return count;
  }

  /** Closes a prepared peer connection that no START took over. */
  unprepare(participantId: string): void {
    const prepared = this.prepared.get(participantId);
    if (!prepared) return;
    clearTimeout(prepared.expiry);
    this.prepared.delete(participantId);
    this.release(prepared.member);
  }

  /**
   * Puts the guest's peer connection in its meeting: the one PREPARE made, connected already, or a new one
   * (replacing any other); either way the gateway then offers the others' media.
   */
  connect(guest: MediaGuest): void {
    const prepared = this.prepared.get(guest.participantId);
    let member: Member;
    if (prepared && prepared.member.guest.meetingId === guest.meetingId) {
      clearTimeout(prepared.expiry);
      this.prepared.delete(guest.participantId);
      member = prepared.member;
      member.guest = guest;
    } else {
      this.unprepare(guest.participantId);
      this.disconnect(guest);
      member = this.member(guest);
    }
    const room = this.rooms.get(guest.meetingId) ?? new Map<string, Member>();
    this.rooms.set(guest.meetingId, room);
    room.set(guest.participantId, member);
    this.reconcile(room);
    this.announce(room);
  }

  // The room a member is in, if it is (a prepared one is in none yet).
  private roomOf(member: Member): Room | undefined {
    const room = this.rooms.get(member.guest.meetingId);
    return room?.get(member.guest.participantId) === member ? room : undefined;
  }

  // A guest's peer connection and what the gateway keeps beside it; its events find its room when it has one.
  private member(guest: MediaGuest): Member {
    // A PLI to the browser's encoder of that slot (its SSRC is known once its answer arrived), once it can
    // reach the browser.
    const keyframe = (slot: VideoSlot) =>
      rateLimited(() => {
        const ssrc = member.uplinks[slot]?.track.ssrc;
        if (ssrc === undefined || !member.connected) return false;
        member.uplinks[slot]?.receiver.sendRtcpPLI(ssrc).catch(() => {});
        return true;
      });
    const member: Member = {
      guest,
      uplinks: {},
      forwards: new Map(),
      keyed: new Set(),
      keyframes: { video: keyframe('video'), screen: keyframe('screen') },
      connected: false,
      sending: new Set(),
      peer: new GuestPeer({
        signal: (data) =>
          member.guest.send({
            type: 'RTC',
            dest: member.guest.participantId,
            from: GATEWAY_ID,
            meetingId: member.guest.meetingId,
            data,
          }),
        track: (slot, track, receiver) => {
          member.uplinks[slot] = { track, receiver };
          const first = track.onReceiveRtp.subscribe(() => {
            first.unSubscribe();
            member.sending.add(slot);
            const room = this.roomOf(member);
            if (room) this.askKeyframes(room);
          });
          const room = this.roomOf(member);
          if (room) this.wire(room);
        },
        settled: () => {
          const room = this.roomOf(member);
          if (room) this.askKeyframes(room);
        },
        keyframeWanted: (ssrc) => {
          const room = this.roomOf(member);
          for (const [publisherId, downlink] of member.peer.downlinks) {
            for (const slot of ['video', 'screen'] as const)
              if (downlink[slot].sender.ssrc === ssrc) room?.get(publisherId)?.keyframes[slot].request();
          }
        },
        // A subscriber that (re)connected needs a keyframe from everyone it receives.
        state: (state) => {
          member.connected = state === 'connected';
          if (member.connected) member.keyed.clear();
          const room = this.roomOf(member);
          if (member.connected && room) this.askKeyframes(room);
        },
      }),
    };
    return member;
  }

  /** Applies a description, a candidate or an ICE restart request the guest's browser sent. */
  signal(owner: PeerOwner, data: ClientRtcData): Promise<void> {
    const prepared = this.prepared.get(owner.participantId)?.member;
    const member =
      this.rooms.get(owner.meetingId)?.get(owner.participantId) ??
      (prepared?.guest.meetingId === owner.meetingId ? prepared : undefined);
    if (!member) return Promise.reject(new Error('No peer connection: send PREPARE or START first.'));
    return member.peer.receive(data);
  }

  /**
   * The guest turned its microphone, camera or screen share on or off, or raised or lowered its hand: everyone
   * in its meeting hears of it, and a screen share that starts asks for a keyframe at once so the others see it
   * without waiting.
   */
  mediaChanged(guest: MediaGuest): void {
    const room = this.rooms.get(guest.meetingId);
    const member = room?.get(guest.participantId);
    if (!room || !member) return;
    if (guest.media.screen) member.keyframes.screen.request();
    this.announce(room);
  }

  /** True when the guest has a peer connection on the gateway. */
  has(guest: MediaGuest): boolean {
    return this.rooms.get(guest.meetingId)?.has(guest.participantId) ?? false;
  }

  /** Closes the guest's peer connection and stops forwarding its media to the others. */
  disconnect(guest: MediaGuest): void {
    const room = this.rooms.get(guest.meetingId);
    const member = room?.get(guest.participantId);
    if (!room || !member) return;
    room.delete(guest.participantId);
    this.release(member);
    if (room.size === 0) this.rooms.delete(guest.meetingId);
    else {
      this.reconcile(room);
      this.announce(room);
    }
  }

  /** Closes every peer connection. */
  close(): void {
    for (const participantId of [...this.prepared.keys()]) this.unprepare(participantId);
    for (const room of this.rooms.values()) for (const member of room.values()) this.release(member);
    this.rooms.clear();
  }

  /** How many guests have a peer connection in a meeting. */
  count(meetingId: string): number {
    return this.rooms.get(meetingId)?.size ?? 0;
  }

  private release(member: Member): void {
    for (const stop of member.forwards.values()) stop();
    member.forwards.clear();
    member.keyed.clear();
    member.keyframes.video.stop();
    member.keyframes.screen.stop();
    member.peer.close();
  }

  // Each member receives everyone else, or itself when alone (the echo that lets one browser check the loop).
  // Only a change of what a member receives makes an offer: a prepared connection alone in its meeting has
  // its echo already.
  private reconcile(room: Room): void {
    for (const member of room.values()) {
      const others = [...room.keys()].filter((id) => id !== member.guest.participantId);
      const wanted = new Set(others.length > 0 ? others : [member.guest.participantId]);
      let changed = false;
      for (const publisherId of [...member.peer.downlinks.keys()]) {
        if (wanted.has(publisherId)) continue;
        for (const slot of SLOTS) this.unwire(member, `${publisherId}:${slot}`);
        member.peer.removeDownlink(publisherId);
        changed = true;
      }
      for (const publisherId of wanted) {
        if (member.peer.downlinks.has(publisherId)) continue;
        member.peer.addDownlink(publisherId);
        changed = true;
      }
      if (changed) member.peer.negotiate();
    }
    this.wire(room);
  }

  // Forwarding gives each subscriber a copy of each RTP packet's header (werift's sendRtp rewrites SSRC, payload
  // type, sequence and timestamp in place); the payload is shared, as sending encrypts it into a new buffer. A
  // copy made by serializing the packet, which sendRtp then parsed back, cost both for every subscriber. A slot is
  // passed on only while the publisher has its right (checked per packet: rights may change), and a guest's own
  // screen never comes back to it.
  private wire(room: Room): void {
    for (const subscriber of room.values()) {
      for (const [publisherId, downlink] of subscriber.peer.downlinks) {
        const publisher = room.get(publisherId);
        for (const slot of SLOTS) {
          const uplink = publisher?.uplinks[slot];
          const key = `${publisherId}:${slot}`;
          if (!publisher || !uplink || subscriber.forwards.has(key)) continue;
          if (slot === 'screen' && publisher === subscriber) continue;
          const sender = downlink[slot].sender;
          const { unSubscribe } = uplink.track.onReceiveRtp.subscribe((packet) => {
            if (publisher.guest.rights[RIGHT_OF[slot]]) sender.sendRtp(packet.clone()).catch(() => {});
          });
          subscriber.forwards.set(key, unSubscribe);
        }
      }
    }
    this.askKeyframes(room);
  }

  /**
   * Asks each publisher for a keyframe once per video forward, when it counts: the subscriber connected with its
   * answer for that downlink applied, and the publisher's media of that slot arriving. Asked earlier, it is lost:
   * at START, before the renegotiation's answer, the keyframe reaches a browser with no receiver for it; the
   * moment the publisher's DTLS connects, its browser may not take SRTCP yet and its encoder's first keyframe went
   * nowhere. The browser's own requests then come late (seconds, under load), and the publisher's rate limit
   * holds back the next for half a second.
   */
  private askKeyframes(room: Room): void {
    for (const subscriber of room.values()) {
      if (!subscriber.connected || !subscriber.peer.settled) continue;
      for (const key of subscriber.forwards.keys()) {
        const [publisherId, slot] = key.split(':') as [string, Slot];
        const publisher = room.get(publisherId);
        if (slot === 'audio' || subscriber.keyed.has(key) || !publisher?.sending.has(slot)) continue;
        subscriber.keyed.add(key);
        publisher.keyframes[slot].request();
      }
    }
  }

  private unwire(member: Member, key: string): void {
    member.forwards.get(key)?.();
    member.forwards.delete(key);
    member.keyed.delete(key);
  }

  private announce(room: Room): void {
    const participants = [...room.values()].map(({ guest }) => ({
      id: guest.participantId,
      name: guest.name,
      audio: guest.media.audio && guest.rights.talk,
      video: guest.media.video && guest.rights.video,
      screen: guest.media.screen && guest.rights.share,
      ...(guest.hand ? { hand: guest.hand } : {}),
    }));
    for (const { guest } of room.values()) guest.send({ type: 'PARTICIPANTS', participants });
  }
}
