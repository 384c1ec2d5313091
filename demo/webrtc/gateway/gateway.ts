// The media gateway, a small SFU: each guest sends its audio and video once and receives every other
// participant's on a transceiver pair of its own; a guest alone in a meeting receives its own media back.
import type { MediaStreamTrack, RTCRtpReceiver } from 'werift';
import type { ClientRtcData, Send } from '../types';
import { type Limiter, rateLimited } from './keyframes';
import { GuestPeer } from './peer';

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
}

type Kind = 'audio' | 'video';
const KINDS: Kind[] = ['audio', 'video'];

interface Member {
  guest: MediaGuest;
  peer: GuestPeer;
  uplinks: Partial<Record<Kind, { track: MediaStreamTrack; receiver: RTCRtpReceiver }>>;
  /** Forwarding subscriptions by `publisherId:kind`. */
  forwards: Map<string, () => void>;
  keyframe: Limiter;
}

type Room = Map<string, Member>;

/** Peer connections of every guest, grouped by meeting, and the forwarding between them. */
export class MediaGateway {
  private readonly rooms = new Map<string, Room>();

  /** Creates (or replaces) the guest's peer connection and sends the gateway's offer. */
  connect(guest: MediaGuest): void {
    this.disconnect(guest);
    const room = this.rooms.get(guest.meetingId) ?? new Map<string, Member>();
    this.rooms.set(guest.meetingId, room);
    const member: Member = {
      guest,
      uplinks: {},
      forwards: new Map(),
      keyframe: rateLimited(() => {
        const video = member.uplinks.video;
        if (video?.track.ssrc !== undefined) video.receiver.sendRtcpPLI(video.track.ssrc).catch(() => {});
      }),
      peer: new GuestPeer({
        signal: (data) =>
          guest.send({
            type: 'RTC',
            dest: guest.participantId,
            from: GATEWAY_ID,
            meetingId: guest.meetingId,
            data,
          }),
        track: (kind, track, receiver) => {
          member.uplinks[kind] = { track, receiver };
          this.wire(room);
        },
        keyframeWanted: (ssrc) => {
          for (const [publisherId, downlink] of member.peer.downlinks) {
            if (downlink.video.sender.ssrc === ssrc) room.get(publisherId)?.keyframe.request();
          }
        },
        // A subscriber that just connected needs a keyframe from everyone it receives.
        state: (state) => {
          if (state !== 'connected') return;
          for (const publisherId of member.peer.downlinks.keys()) room.get(publisherId)?.keyframe.request();
        },
      }),
    };
    room.set(guest.participantId, member);
    this.reconcile(room, member);
    this.announce(room);
  }

  /** Applies a description, a candidate or an ICE restart request the guest's browser sent. */
  signal(guest: MediaGuest, data: ClientRtcData): Promise<void> {
    const member = this.rooms.get(guest.meetingId)?.get(guest.participantId);
    if (!member) return Promise.reject(new Error('No peer connection: send START first.'));
    return member.peer.receive(data);
  }

  /** The guest turned its microphone or camera on or off: everyone in its meeting hears of it. */
  mediaChanged(guest: MediaGuest): void {
    const room = this.rooms.get(guest.meetingId);
    if (room?.has(guest.participantId)) this.announce(room);
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
    member.keyframe.stop();
    member.peer.close();
  }

  // Each member receives everyone else, or itself when alone (the echo that lets one browser check the loop).
  private reconcile(room: Room, fresh?: Member): void {
    for (const member of room.values()) {
      const others = [...room.keys()].filter((id) => id !== member.guest.participantId);
      const wanted = new Set(others.length > 0 ? others : [member.guest.participantId]);
      let changed = member === fresh;
      for (const publisherId of [...member.peer.downlinks.keys()]) {
        if (wanted.has(publisherId)) continue;
        for (const kind of KINDS) this.unwire(member, `${publisherId}:${kind}`);
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

  // Forwarding copies each RTP packet: werift's sendRtp rewrites SSRC, payload type, sequence and timestamp in place.
  private wire(room: Room): void {
    for (const subscriber of room.values()) {
      for (const [publisherId, downlink] of subscriber.peer.downlinks) {
        const publisher = room.get(publisherId);
        for (const kind of KINDS) {
          const uplink = publisher?.uplinks[kind];
          const key = `${publisherId}:${kind}`;
          if (!publisher || !uplink || subscriber.forwards.has(key)) continue;
          const sender = downlink[kind].sender;
          const { unSubscribe } = uplink.track.onReceiveRtp.subscribe((packet) => {
            sender.sendRtp(packet.serialize()).catch(() => {});
          });
          subscriber.forwards.set(key, unSubscribe);
          if (kind === 'video') publisher.keyframe.request();
        }
      }
    }
  }

  private unwire(member: Member, key: string): void {
    member.forwards.get(key)?.();
    member.forwards.delete(key);
  }

  private announce(room: Room): void {
    const participants = [...room.values()].map(({ guest }) => ({
      id: guest.participantId,
      name: guest.name,
      ...guest.media,
    }));
    for (const { guest } of room.values()) guest.send({ type: 'PARTICIPANTS', participants });
  }
}
