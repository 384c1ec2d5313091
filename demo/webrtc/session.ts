// One socket's conversation: PREPARE, LOGIN, host approval, START, RTC, KEEP_ALIVE, CHAT and MEDIA_STATE, as
// signalling.md describes.
import { randomUUID } from 'node:crypto';
import { isJoinTicketValid } from '../auth/join-tickets';
import { guestRights, isValidFullName, meetingError, secondsToStart } from './admission';
import { GATEWAY_ID, type MediaGateway, type PeerOwner } from './gateway/gateway';
import { raiseHand, react } from './gestures';
import type { Guest, GuestRegistry } from './guests';
import { type PrepareContext, prepare } from './prepare';
import type { ClientMessage, ErrorCode, MeetingDirectory, Send } from './types';

/** What every session shares. */
export interface SessionContext extends PrepareContext {
  meetings: MeetingDirectory;
  guests: GuestRegistry;
  gateway: MediaGateway;
  maxParticipants: number;
  /** Guests one client address may have waiting for a meeting's host. */
  maxWaitingPerAddress: number;
  now(): number;
}

/** Handles the frames of one socket; `end()` when it closes. */
export class Session {
  private guest: Guest | undefined;
  /** The peer connection PREPARE made, until START takes it over or it closes. */
  private prepared: PeerOwner | undefined;

  constructor(
    private readonly context: SessionContext,
    private readonly send: Send,
    private readonly closeSocket: () => void,
    /** The client's address: waiting guests are limited per address. */
    private readonly address = '',
  ) {}

  /** Answers one valid client frame. */
  handle(message: ClientMessage): void {
    switch (message.type) {
      case 'PREPARE':
        this.prepare(message);
        break;
      case 'LOGIN':
        this.login(message);
        break;
      case 'START':
        this.start();
        break;
      case 'RTC':
        this.rtc(message);
        break;
      case 'KEEP_ALIVE':
        this.send({ type: 'RESPONSE_KEEP_ALIVE', error: null });
        break;
      case 'CHAT':
        this.chat(message.text);
        break;
      case 'MEDIA_STATE':
        this.mediaState(message.audio, message.video, message.screen === true);
        break;
      case 'HAND':
        raiseHand(this.context, this.guest, this.send, message);
        break;
      case 'REACTION':
        react(this.context, this.guest, this.send, message);
        break;
    }
  }

  /** The meeting of the logged-in guest, if any. */
  get meetingId(): string | undefined {
    return this.guest?.meetingId;
  }

  /** The socket closed: forget the guest and close its peer connection. */
  end(): void {
    if (this.prepared) this.context.gateway.unprepare(this.prepared.participantId);
    this.prepared = undefined;
    if (!this.guest) return;
    this.context.gateway.disconnect(this.guest);
    this.context.guests.remove(this.guest, new Date(this.context.now()).toISOString());
    this.guest = undefined;
  }

  /** The meeting ended or was closed to browsers: say so and hang up. */
  expel(error: ErrorCode): void {
    this.send({ type: 'END', error });
    this.end();
    this.closeSocket();
  }

  private prepare(message: Extract<ClientMessage, { type: 'PREPARE' }>): void {
    if (this.guest || this.prepared) {
      this.send({ type: 'RESPONSE_PREPARE', error: 1004, message: 'PREPARE comes once, before LOGIN.' });
      return;
    }
    this.prepared = prepare(this.context, message, this.send, this.address, () => {
      this.prepared = undefined;
    });
  }

  private login(message: Extract<ClientMessage, { type: 'LOGIN' }>): void {
    const { guests } = this.context;
    if (this.guest) {
      this.send({ type: 'RESPONSE_LOGIN', error: 1004, info: null, message: 'Already logged in.' });
      return;
    }
    // Without the ticket of the meeting nothing tells whether it exists: IDs cannot be listed through LOGIN.
    if (!isJoinTicketValid(message.meetingId, message.ticket, this.context.now())) {
      this.send({ type: 'RESPONSE_LOGIN', error: 1001, info: null, message: 'Invalid meeting identifiers.' });
      return;
    }
    const meeting = this.context.meetings.find(message.meetingId);
    const error = meetingError(meeting, this.context.now());
    if (error !== null || !meeting) {
      this.send({ type: 'RESPONSE_LOGIN', error, info: null });
      return;
    }
    if (!isValidFullName(message.userFullName)) {
      this.send({ type: 'RESPONSE_LOGIN', error: 'INVALID_USER_FULL_NAME', info: null });
      return;
    }
    // The same browser logging in again (a lost connection) replaces its earlier socket.
    guests.byClient(meeting.id, message.id)?.close();
    const approved = !meeting.approvalRequired || guests.wasApproved(meeting.id, message.id);
    const refusal = approved ? this.fullError(meeting.id) : this.waitingError(meeting.id);
    if (refusal) {
      this.send({ type: 'RESPONSE_LOGIN', info: null, ...refusal });
      return;
    }
    // The guest keeps the ID of the connection it prepared for this meeting: START takes that connection over.
    if (this.prepared && this.prepared.meetingId !== meeting.id) {
      this.context.gateway.unprepare(this.prepared.participantId);
      this.prepared = undefined;
    }
    this.guest = {
      participantId: this.prepared?.participantId ?? randomUUID(),
      clientId: message.id,
      meetingId: meeting.id,
      name: message.userFullName.trim(),
      status: approved ? 'APPROVED' : 'WAITING',
      media: { audio: true, video: true, screen: false },
      rights: guestRights(meeting),
      since: new Date(this.context.now()).toISOString(),
      address: this.address,
      send: this.send,
      close: () => {
        this.end();
        this.closeSocket();
      },
    };
    guests.add(this.guest);
    const { participantId, status, rights } = this.guest;
    const answer = {
      type: 'RESPONSE_LOGIN',
      error: null,
      info: status,
      participantId,
      subject: meeting.subject,
    } as const;
    // The rights come with the admission: a waiting guest learns them from the host's approval.
    this.send(status === 'APPROVED' ? { ...answer, rights } : answer);
  }

  // Admitted guests fill a meeting; waiting ones do not (they have a limit of their own, per address).
  private fullError(meetingId: string): { error: 1007 } | null {
    const admitted = this.context.guests.of(meetingId).filter((guest) => guest.status === 'APPROVED');
    return admitted.length >= this.context.maxParticipants ? { error: 1007 } : null;
  }

  private waitingError(meetingId: string): { error: 1016; message: string } | null {
    const waiting = this.context.guests
      .of(meetingId)
      .filter((guest) => guest.status === 'WAITING' && guest.address === this.address);
    return waiting.length >= this.context.maxWaitingPerAddress
      ? { error: 1016, message: 'Too many guests wait for this meeting from your address.' }
      : null;
  }

  private start(): void {
    const guest = this.guest;
    if (guest?.status !== 'APPROVED') {
      this.send({ type: 'RESPONSE_START', error: 1004, timeToStart: 0, message: 'Not approved.' });
      return;
    }
    // A waiting guest approved once the meeting was full gets no media (the others count without it).
    const admitted = this.context.guests.of(guest.meetingId).filter((other) => other.status === 'APPROVED');
    if (admitted.indexOf(guest) >= this.context.maxParticipants) {
      this.send({ type: 'RESPONSE_START', error: 1007, timeToStart: 0 });
      return;
    }
    const meeting = this.context.meetings.find(guest.meetingId);
    const error = meetingError(meeting, this.context.now());
    if (error !== null || !meeting) {
      this.send({ type: 'RESPONSE_START', error, timeToStart: 0 });
      return;
    }
    const timeToStart = secondsToStart(meeting, this.context.now());
    this.send({ type: 'RESPONSE_START', error: null, timeToStart });
    if (timeToStart > 0) return;
    this.prepared = undefined;
    this.context.gateway.connect(guest);
  }

  private rtc(message: Extract<ClientMessage, { type: 'RTC' }>): void {
    const owner = this.guest ?? this.prepared;
    if (!owner || message.dest !== GATEWAY_ID || message.meetingId !== owner.meetingId) {
      this.send({
        type: 'RESPONSE_RTC',
        error: 1004,
        message: `Send RTC to dest ${GATEWAY_ID} of your meeting.`,
      });
      return;
    }
    this.context.gateway.signal(owner, message.data).then(
      () => this.send({ type: 'RESPONSE_RTC', error: null }),
      (reason: Error) => this.send({ type: 'RESPONSE_RTC', error: 1004, message: reason.message }),
    );
  }

  private mediaState(audio: boolean, video: boolean, screen: boolean): void {
    const guest = this.guest;
    if (guest?.status !== 'APPROVED') {
      this.send({ type: 'RESPONSE_MEDIA_STATE', error: 1004, message: 'Not approved.' });
      return;
    }
    if (screen && !guest.rights.share) {
      this.send({
        type: 'RESPONSE_MEDIA_STATE',
        error: 1005,
        message: 'This meeting does not let you share a screen.',
      });
      return;
    }
    guest.media = { audio, video, screen };
    this.send({ type: 'RESPONSE_MEDIA_STATE', error: null });
    this.context.gateway.mediaChanged(guest);
  }

  private chat(text: string): void {
    const guest = this.guest;
    if (guest?.status !== 'APPROVED') {
      this.send({ type: 'RESPONSE_CHAT', error: 1004, message: 'Not approved.' });
      return;
    }
    if (!guest.rights.chat) {
      this.send({ type: 'RESPONSE_CHAT', error: 1005, message: 'This meeting does not let you chat.' });
      return;
    }
    if (text.trim() === '') {
      this.send({ type: 'RESPONSE_CHAT', error: 1004, message: 'Empty message.' });
      return;
    }
    const time = new Date(this.context.now()).toISOString();
    this.send({ type: 'RESPONSE_CHAT', error: null });
    for (const other of this.context.guests.of(guest.meetingId)) {
      if (other.status === 'APPROVED')
        other.send({ type: 'CHAT', from: guest.participantId, name: guest.name, text, time });
    }
  }
}
