// The other participants as the screen shows them: names from PARTICIPANTS, streams from the peer connection.
import { atom, computed } from 'nanostores';
import type { RosterEntry } from './messages';

/**
 * A participant to show: `stream` is null until its media arrives; `self` marks the echo of one's own media;
 * `audio` and `video` say whether their microphone and camera are on; `screen` is their shared screen while
 * `sharing` says they share one (null until its media arrives).
 */
export interface RemoteParticipant {
  id: string;
  name: string;
  stream: MediaStream | null;
  screen: MediaStream | null;
  self: boolean;
  audio: boolean;
  video: boolean;
  sharing: boolean;
}

/**
 * Someone in the meeting as the roster says, the guest included (`self`); `hand` is when they raised their
 * hand (ISO 8601), null while it is down.
 */
export interface Person {
  id: string;
  name: string;
  audio: boolean;
  video: boolean;
  sharing: boolean;
  self: boolean;
  hand: string | null;
}

/** The guest's own participant ID in the meeting ('' before the server gives one). */
export const $selfId = atom('');

/** Who is connected to the meeting's media, in the server's order (PARTICIPANTS). */
const $roster = atom<RosterEntry[]>([]);

/** Everyone in the meeting, the guest included, for a participants list and join/leave announcements. */
export const $people = computed([$roster, $selfId], (roster, self) =>
  roster.map<Person>(({ id, name, audio, video, screen, hand }) => ({
    id,
    name,
    audio: audio !== false,
    video: video !== false,
    sharing: screen === true,
    self: id === self,
    hand: typeof hand === 'string' ? hand : null,
  })),
);

/** Everyone to show in the video grid; alone in the meeting, the guest's own echo. */
export const $participants = atom<RemoteParticipant[]>([]);

/** The suffix of a stream ID that carries a participant's screen rather than their camera (signalling.md). */
export const SCREEN_SUFFIX = '.screen';

const streams = new Map<string, MediaStream>();
const screens = new Map<string, MediaStream>();

function publish(): void {
  const roster = $roster.get();
  const selfId = $selfId.get();
  const others = roster.filter((entry) => entry.id !== selfId);
  const shown =
    others.length > 0 ? others : roster.filter((entry) => entry.id === selfId && streams.has(entry.id));
  $participants.set(
    shown.map(({ id, name, audio, video, screen }) => ({
      id,
      name,
      stream: streams.get(id) ?? null,
      screen: screen === true ? (screens.get(id) ?? null) : null,
      self: id === selfId,
      audio: audio !== false,
      video: video !== false,
      sharing: screen === true,
    })),
  );
}

/** Takes the server's list of participants; `self` is the guest's own participant ID. */
export function setRoster(entries: RosterEntry[], self: string): void {
  $roster.set(entries);
  $selfId.set(self);
  for (const map of [streams, screens])
    for (const id of map.keys()) if (!entries.some((entry) => entry.id === id)) map.delete(id);
  publish();
}

/** A participant's media arrived: the stream ID is their participant ID, with SCREEN_SUFFIX for a screen. */
export function addStream(streamId: string, stream: MediaStream): void {
  if (streamId.endsWith(SCREEN_SUFFIX)) screens.set(streamId.slice(0, -SCREEN_SUFFIX.length), stream);
  else streams.set(streamId, stream);
  publish();
}

/** The camera and microphone streams by participant ID (for level meters and statistics). */
export function participantStreams(): ReadonlyMap<string, MediaStream> {
  return streams;
}

/** Forgets every stream (the peer connection closed); names stay until the next list. */
export function dropStreams(): void {
  streams.clear();
  screens.clear();
  publish();
}

/** Forgets everyone. */
export function clearParticipants(): void {
  $roster.set([]);
  $selfId.set('');
  dropStreams();
}
