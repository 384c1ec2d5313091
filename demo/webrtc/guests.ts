// The guests logged in to each meeting, and the host's decisions on them.
import type { RequestStatus, Send } from './types';

/** A logged-in guest (one per open socket). */
export interface Guest {
  /** Public ID, shown to the others and used as the stream ID of its media. */
  participantId: string;
  /** The browser's private client ID for this meeting (LOGIN `id`). */
  clientId: string;
  meetingId: string;
  name: string;
  status: RequestStatus;
  /** Whether its microphone and camera are on, as its browser last said (MEDIA_STATE). */
  media: { audio: boolean; video: boolean };
  /** When the guest logged in (ISO 8601). */
  since: string;
  send: Send;
  /** Closes the guest's socket. */
  close(): void;
}

/** A waiting guest as the host sees it. */
export interface WaitingGuest {
  id: string;
  name: string;
  since: string;
}

/** Logged-in guests by meeting; approvals are remembered per client ID so a reconnecting guest keeps them. */
export class GuestRegistry {
  private readonly byMeeting = new Map<string, Map<string, Guest>>();
  private readonly approved = new Map<string, Set<string>>();

  /** The guests logged in to a meeting. */
  of(meetingId: string): Guest[] {
    return [...(this.byMeeting.get(meetingId)?.values() ?? [])];
  }

  /** The guest with this client ID in the meeting, if logged in. */
  byClient(meetingId: string, clientId: string): Guest | undefined {
    return this.of(meetingId).find((guest) => guest.clientId === clientId);
  }

  /** True when the host approved this client earlier. */
  wasApproved(meetingId: string, clientId: string): boolean {
    return this.approved.get(meetingId)?.has(clientId) ?? false;
  }

  /** Records a logged-in guest. */
  add(guest: Guest): void {
    const guests = this.byMeeting.get(guest.meetingId) ?? new Map<string, Guest>();
    this.byMeeting.set(guest.meetingId, guests);
    guests.set(guest.participantId, guest);
    if (guest.status === 'APPROVED') this.remember(guest);
  }

  /** Forgets a guest whose socket closed. */
  remove(guest: Guest): void {
    const guests = this.byMeeting.get(guest.meetingId);
    guests?.delete(guest.participantId);
    if (guests?.size === 0) this.byMeeting.delete(guest.meetingId);
  }

  /** The guests waiting for the host's decision, oldest first. */
  waiting(meetingId: string): WaitingGuest[] {
    return this.of(meetingId)
      .filter((guest) => guest.status === 'WAITING')
      .sort((a, b) => a.since.localeCompare(b.since))
      .map(({ participantId, name, since }) => ({ id: participantId, name, since }));
  }

  /** Applies the host's decision to a waiting guest and tells them; false when no such guest waits. */
  decide(meetingId: string, participantId: string, decision: 'APPROVED' | 'REJECTED'): boolean {
    const guest = this.byMeeting.get(meetingId)?.get(participantId);
    if (guest?.status !== 'WAITING') return false;
    guest.status = decision;
    if (decision === 'APPROVED') this.remember(guest);
    guest.send({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: decision });
    return true;
  }

  /** Every meeting with a logged-in guest. */
  meetings(): string[] {
    return [...this.byMeeting.keys()];
  }

  private remember(guest: Guest): void {
    const clients = this.approved.get(guest.meetingId) ?? new Set<string>();
    this.approved.set(guest.meetingId, clients);
    clients.add(guest.clientId);
  }
}
