// The guests logged in to each meeting, and the host's decisions on them.
import type { RequestStatus, Rights, Send } from './types';

/** A logged-in guest (one per open socket). */
export interface Guest {
  /** Public ID, shown to the others and used as the stream ID of its media. */
  participantId: string;
  /** The browser's private client ID for this meeting (LOGIN `id`). */
  clientId: string;
  meetingId: string;
  name: string;
  status: RequestStatus;
  /** Whether its microphone, camera and screen share are on, as its browser last said (MEDIA_STATE). */
  media: { audio: boolean; video: boolean; screen: boolean };
  /** What the meeting lets the guest do; sent with the approval. */
  rights: Rights;
  /** When the guest raised their hand (ISO 8601); undefined while it is down. */
  hand?: string;
  /** When the guest logged in (ISO 8601). */
  since: string;
  /** The client's address (waiting guests are limited per address). */
  address?: string;
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

/** An admitted guest's stay in a meeting, kept after they leave: what the meeting's attendees record. */
export interface GuestVisit {
  /** The browser's private client ID: a guest reconnecting continues the same visit. */
  clientId: string;
  name: string;
  /** When the guest was first admitted (ISO 8601). */
  joinTime: string;
  /** When the guest's last socket closed, or null while connected. */
  leaveTime: string | null;
  /** How many times the guest connected. */
  connectionCount: number;
}

/** Logged-in guests by meeting; approvals are remembered per client ID so a reconnecting guest keeps them. */
export class GuestRegistry {
  private readonly byMeeting = new Map<string, Map<string, Guest>>();
  private readonly approved = new Map<string, Set<string>>();
  private readonly visitsByMeeting = new Map<string, Map<string, GuestVisit>>();

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

  /** The admitted guests' visits of a meeting, connected or gone, in the order they came. */
  visits(meetingId: string): GuestVisit[] {
    return [...(this.visitsByMeeting.get(meetingId)?.values() ?? [])].map((visit) => ({ ...visit }));
  }

  /** Forgets a guest whose socket closed (at `at`, ISO 8601): their visit ends unless another socket holds it. */
  remove(guest: Guest, at = new Date().toISOString()): void {
    const visit = this.visitsByMeeting.get(guest.meetingId)?.get(guest.clientId);
    const stillThere = this.of(guest.meetingId).some(
      (other) => other !== guest && other.clientId === guest.clientId,
    );
    if (visit && visit.leaveTime === null && !stillThere) visit.leaveTime = at;
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
    guest.send(
      decision === 'APPROVED'
        ? { type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: decision, rights: guest.rights }
        : { type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: decision },
    );
    return true;
  }

  /** Every meeting with a logged-in guest. */
  meetings(): string[] {
    return [...this.byMeeting.keys()];
  }

  private remember(guest: Guest): void {
    const visits = this.visitsByMeeting.get(guest.meetingId) ?? new Map<string, GuestVisit>();
    this.visitsByMeeting.set(guest.meetingId, visits);
    const visit = visits.get(guest.clientId);
    if (visit) {
      visit.name = guest.name;
      visit.leaveTime = null;
      visit.connectionCount++;
    } else {
      visits.set(guest.clientId, {
        clientId: guest.clientId,
        name: guest.name,
        joinTime: guest.since,
        leaveTime: null,
        connectionCount: 1,
      });
    }
    const clients = this.approved.get(guest.meetingId) ?? new Set<string>();
    this.approved.set(guest.meetingId, clients);
    clients.add(guest.clientId);
  }
}
