// One guest's conversation with the signalling server: the rules of spec 4 "WebRTC join" turned into
// $join changes, with recovery from a lost socket (log in again) and from failed ICE (ICE restarts, then a new
// peer connection).
import {
  ERROR_FEATURE_NOT_ENABLED,
  ERROR_GENERIC,
  ERROR_MEETING_ENDED,
  ERROR_NOT_FOUND,
  ERROR_TOO_EARLY,
} from '../constants';
import { receiveChat } from './chat';
import { connectGestures, reactionRefused, receiveReaction } from './gestures';
import type { ReadySocket } from './head-start';
import { $join, type EndReason, type JoinState, joinTimings, loginErrorKeys } from './join-state';
import { $cameraOn, $localStream, $microphoneOn } from './local-media';
import {
  chatMessage,
  keepAliveMessage,
  loginMessage,
  mediaStateMessage,
  type OutgoingRtcData,
  parseServerMessage,
  type RtcData,
  rtcMessage,
  type ServerMessage,
  type SignallingError,
  startMessage,
} from './messages';
import { $participants, $selfId, addStream, clearParticipants, dropStreams, setRoster } from './participants';
import { createPeer, PeerLink } from './peer-link';
import { setStatsSource } from './quality';
import { $rights, resetRights, setRights } from './rights';
import { $screenStream, stopScreenShare } from './screen-share';
import { openSignalling, type SignallingSocket } from './socket';

type Timer = ReturnType<typeof setTimeout>;

// The microphone and camera as far as the guest's rights let them be sent (the gateway drops the rest anyway).
function allowedMedia(): MediaStream | null {
  const stream = $localStream.get();
  const { talk, video } = $rights.get();
  if (!stream || (talk && video)) return stream;
  return new MediaStream([
    ...(talk ? stream.getAudioTracks() : []),
    ...(video ? stream.getVideoTracks() : []),
  ]);
}

/** Who is joining, and how. */
export interface Attendee {
  meetingId: string;
  fullName: string;
  clientId: string;
  iceServers: RTCIceServer[];
  /** The join ticket of the first LOGIN (from joinMeeting). */
  ticket: string;
  /** A fresh join ticket for a LOGIN after a lost socket (the first may have expired). */
  renewTicket: () => Promise<string>;
  /** The socket the pre-join screen opened, if it still is. */
  socket?: ReadySocket | null;
  /** The peer connection the pre-join screen made, for the first offer. */
  peer?: RTCPeerConnection | null;
  /** The connection the pre-join screen prepared (PREPARE): START takes it over. */
  link?: PeerLink | null;
}

/** A guest's session on the signalling socket, from LOGIN to the end. */
export class Conversation {
  private socket: SignallingSocket | undefined;
  private keepAlive: Timer | undefined;
  private timers = new Set<Timer>();
  private peer: PeerLink | undefined;
  private participantId = '';
  private socketRetries = 0;
  private iceRetries = 0;
  private iceWatch: Timer | undefined;
  /** A try after failed ICE waits for the gateway's offer: its time to connect counts from the answer on. */
  private tryAsked = false;
  private finished = false;
  private admitted = false;
  /** Offers being answered: the room they bring is not carried yet. */
  private answering = 0;
  private readonly unlisten: (() => void)[];

  constructor(private readonly attendee: Attendee) {
    this.unlisten = [
      // Nothing goes on a prepared connection before the guest is admitted.
      $localStream.listen(() => {
        if (this.admitted) this.peer?.sendLocal(allowedMedia()).catch(() => {});
      }),
      $microphoneOn.listen(() => this.mediaState()),
      $cameraOn.listen(() => this.mediaState()),
      $screenStream.listen((stream) => {
        this.peer?.shareScreen(stream?.getVideoTracks()[0] ?? null).catch(() => {});
        this.mediaState();
      }),
      // A right withdrawn while in use stops what it allowed.
      $rights.listen(({ share }) => {
        if (!share) stopScreenShare();
        this.peer?.sendLocal(allowedMedia()).catch(() => {});
      }),
    ];
    if (attendee.link) this.adopt(attendee.link);
    attendee.link = null;
    this.open(attendee.ticket, attendee.socket);
    attendee.socket = null;
  }

  /** Sends a chat message, when the guest may chat. */
  chat(text: string): void {
    if ($rights.get().chat) this.send(chatMessage(this.attendee.meetingId, text));
  }

  /** Ends the conversation: the socket closes, the peer connection too. */
  finish(reason: EndReason | null, patch: Partial<JoinState> = {}): void {
    if (this.finished) return;
    this.finished = true;
    for (const unlisten of this.unlisten) unlisten();
    for (const timer of this.timers) clearTimeout(timer);
    this.closeSocket();
    this.closePeer();
    this.attendee.peer?.close();
    stopScreenShare();
    clearParticipants();
    connectGestures(null);
    resetRights();
    if (reason)
      $join.set({
        ...$join.get(),
        phase: 'end',
        endReason: reason,
        reconnecting: false,
        busy: false,
        ...patch,
      });
  }

  private open(ticket: string, ready?: ReadySocket | null): void {
    const socket = ready?.socket ?? openSignalling();
    this.socket = socket;
    socket.onopen = () => {
      const { meetingId, fullName, clientId } = this.attendee;
      socket.send(JSON.stringify(loginMessage(meetingId, fullName, clientId, ticket)));
      this.keepAlive = setInterval(() => this.send(keepAliveMessage()), joinTimings().keepAliveMs);
    };
    if (ready?.opened) socket.onopen();
    socket.onmessage = ({ data }) => {
      const message = typeof data === 'string' ? parseServerMessage(data) : null;
      if (message && socket === this.socket) this.receive(message);
    };
    socket.onclose = () => {
      if (socket === this.socket) this.lost();
    };
  }

  private send(message: object): void {
    this.socket?.send(JSON.stringify(message));
  }

  private later(action: () => void, ms: number): Timer {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.finished) action();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private cancel(timer: Timer | undefined): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'RESPONSE_LOGIN':
        this.loggedIn(message);
        break;
      case 'MEETING_ATTENDEE_REQUEST_STATUS':
        if (message.info === 'APPROVED') setRights(message.rights);
        this.status(message.info);
        break;
      case 'RESPONSE_START':
        this.started(message.error, message.timeToStart);
        break;
      case 'RTC':
        this.rtc(message.data);
        break;
      case 'PARTICIPANTS':
        setRoster(message.participants, this.participantId);
        this.connectIfCarried();
        break;
      case 'CHAT':
        receiveChat({
          from: message.from,
          name: message.name,
          text: message.text,
          time: message.time,
          own: message.from === this.participantId,
        });
        break;
      case 'REACTION':
        receiveReaction(message.from, message.name, message.reaction);
        break;
      case 'RESPONSE_REACTION':
        if (message.error !== null) reactionRefused();
        break;
      case 'PREPARE_CLOSED':
        // Always before the START that would have taken it over: that START's offer makes a new one.
        this.closePeer();
        break;
      case 'END':
        this.finish(message.error === ERROR_MEETING_ENDED ? 'meetingEnded' : 'connectionLost');
        break;
    }
  }

  private loggedIn(message: Extract<ServerMessage, { type: 'RESPONSE_LOGIN' }>): void {
    const { phase } = $join.get();
    if (message.error !== null || !message.info) {
      const keys = loginErrorKeys(message.error ?? ERROR_GENERIC);
      // Refused at the first login: back to the configuration to fix the name; refused on a reconnection: the end.
      if (phase === 'configuration') {
        // 1001: the ticket was refused (the meeting's PIN changed): the join page asks for the identifiers.
        const redirectToJoin =
          message.error === ERROR_TOO_EARLY ||
          message.error === ERROR_FEATURE_NOT_ENABLED ||
          message.error === ERROR_NOT_FOUND;
        $join.set({ ...$join.get(), busy: false, ...keys, redirectToJoin });
        this.finish(null);
        return;
      }
      this.finish(message.error === ERROR_MEETING_ENDED ? 'meetingEnded' : 'connectionLost', keys);
      return;
    }
    this.participantId = message.participantId ?? '';
    $selfId.set(this.participantId);
    if (message.info === 'APPROVED') setRights(message.rights);
    this.socketRetries = 0;
    const inMeeting = phase === 'connection' || phase === 'connected';
    const reconnecting = inMeeting && $join.get().reconnecting;
    $join.set({
      ...$join.get(),
      busy: false,
      error: null,
      errorDetail: null,
      subject: message.subject ?? '',
      reconnecting,
    });
    this.status(message.info);
  }

  // Only APPROVED admits: any other status, or one this client does not know, keeps the guest waiting.
  private status(info: unknown): void {
    const { phase } = $join.get();
    if (info === 'REJECTED') {
      $join.setKey('phase', 'rejected');
      this.finish(null);
    } else if (info !== 'APPROVED') $join.setKey('phase', 'waiting');
    else {
      // Back from a lost socket in the meeting, the guest stays on the live screen while it reconnects.
      if (phase !== 'connection' && phase !== 'connected') $join.setKey('phase', 'approved');
      // A prepared connection carries the microphone and camera from now on.
      this.admitted = true;
      this.peer?.sendLocal(allowedMedia()).catch(() => {});
      this.send(startMessage(this.attendee.meetingId));
      this.mediaState();
      connectGestures((frame) => {
        if ($rights.get().chat) this.send({ ...frame, meetingId: this.attendee.meetingId });
      });
    }
  }

  // Tells the others whether the microphone, camera and screen share are on: once approved, at every change.
  private mediaState(): void {
    const { phase } = $join.get();
    if (phase !== 'approved' && phase !== 'connection' && phase !== 'connected') return;
    const screen = $screenStream.get() !== null;
    this.send(mediaStateMessage(this.attendee.meetingId, $microphoneOn.get(), $cameraOn.get(), screen));
  }

  private started(error: SignallingError, timeToStart: number): void {
    if (error !== null) {
      const reason = error === ERROR_MEETING_ENDED ? 'meetingEnded' : 'connectionLost';
      this.finish(reason, loginErrorKeys(String(error)));
      return;
    }
    if ($join.get().phase !== 'connected') $join.set({ ...$join.get(), phase: 'connection', timeToStart });
    if (timeToStart > 0)
      this.later(() => this.send(startMessage(this.attendee.meetingId)), timeToStart * 1000);
  }

  private rtc(data: RtcData | { iceRestart: true }): void {
    // Only the browser asks for ICE restarts; the gateway sends descriptions and candidates.
    if ('iceRestart' in data) return;
    if (!this.peer) {
      const pc = this.attendee.peer ?? createPeer(this.attendee.iceServers);
      this.attendee.peer = undefined;
      this.adopt(new PeerLink(pc, allowedMedia(), this.linkEvents()));
    }
    const offer = 'sdp' in data;
    if (offer) this.answering += 1;
    const handled = this.peer?.handle(data).catch(() => this.media('failed'));
    // The first RTC after START (a prepared connection's frames come before it, and admit nobody) shows the
    // live room once it is answered: drawn first, the room held the main thread, and the answer with it, for
    // as long as it took to draw, while the gateway could be sending media.
    void handled?.then(() => {
      if (offer) {
        this.answering -= 1;
        this.watchTry();
      }
      this.connect();
    });
  }

  // A connection prepared before Connect carries the guest's echo already: alone in the meeting, no offer
  // follows START, and the live room shows once the roster says so, as the echo's media starts.
  private connectIfCarried(): void {
    const shown = $participants.get();
    if (this.answering === 0 && shown.length > 0 && shown.every(({ stream }) => stream !== null))
      this.connect();
  }

  private connect(): void {
    if (!this.finished && $join.get().phase === 'connection')
      $join.set({ ...$join.get(), phase: 'connected', timeToStart: 0 });
  }

  private linkEvents() {
    return {
      send: (out: OutgoingRtcData) => this.send(rtcMessage(this.attendee.meetingId, out)),
      stream: addStream,
      state: (state: 'connected' | 'failed') => this.media(state),
    };
  }

  // The peer connection of the meeting from now on: made on the first offer, or prepared ahead.
  private adopt(peer: PeerLink): void {
    peer.listen(this.linkEvents());
    peer.shareScreen($screenStream.get()?.getVideoTracks()[0] ?? null).catch(() => {});
    setStatsSource({
      report: async () => (await peer.stats()).values(),
      owners: () => peer.owners,
      selfId: () => this.participantId,
    });
    this.peer = peer;
  }

  // ICE failed: ask the gateway for an ICE restart on the same peer connection; the last try is a new peer
  // connection (START again). A try that does not connect in time counts as failed.
  private media(state: 'connected' | 'failed'): void {
    this.cancel(this.iceWatch);
    this.iceWatch = undefined;
    this.tryAsked = false;
    if (state === 'connected') {
      this.iceRetries = 0;
      $join.setKey('reconnecting', false);
      return;
    }
    const { iceRetries } = joinTimings();
    if (++this.iceRetries > iceRetries) {
      this.finish('connectionLost');
      return;
    }
    $join.setKey('reconnecting', true);
    const { meetingId } = this.attendee;
    if (this.peer && this.iceRetries < iceRetries) this.send(rtcMessage(meetingId, { iceRestart: true }));
    else {
      this.closePeer();
      this.send(startMessage(meetingId));
    }
    this.tryAsked = true;
  }

  // The gateway answered a try with its offer, now answered: the try has iceRetryTimeoutMs to connect. Counted
  // from the request, a gateway busy for longer (seen on a loaded machine: 95 s) used up every try while the
  // socket still worked, and the guest lost the meeting.
  private watchTry(): void {
    if (!this.tryAsked) return;
    this.tryAsked = false;
    this.iceWatch = this.later(() => this.media('failed'), joinTimings().iceRetryTimeoutMs);
  }

  // The socket closed without us: before the first answer it is a connection error; later, reconnect.
  private lost(): void {
    this.closeSocket();
    this.closePeer();
    const { phase } = $join.get();
    if (phase === 'configuration') {
      $join.set({ ...$join.get(), busy: false, error: 'webrtc.error.connection', errorDetail: null });
      this.finish(null);
      return;
    }
    const delays = joinTimings().reconnectDelaysMs;
    const delay = delays[this.socketRetries++];
    if (delay === undefined) {
      this.finish('connectionLost');
      return;
    }
    $join.setKey('reconnecting', true);
    this.later(() => this.reopen(), delay);
  }

  // A LOGIN after a lost socket carries a fresh ticket; none to be had (the PIN changed, the meeting is gone)
  // is the login refused.
  private reopen(): void {
    this.attendee.renewTicket().then(
      (ticket) => {
        if (!this.finished) this.open(ticket);
      },
      () => {
        if (!this.finished) this.loggedIn({ type: 'RESPONSE_LOGIN', error: ERROR_NOT_FOUND, info: null });
      },
    );
  }

  private closeSocket(): void {
    clearInterval(this.keepAlive);
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close();
  }

  private closePeer(): void {
    this.cancel(this.iceWatch);
    this.iceWatch = undefined;
    this.peer?.close();
    this.peer = undefined;
    setStatsSource(null);
    dropStreams();
  }
}
