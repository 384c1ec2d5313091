// The other participants as the screen shows them: names from PARTICIPANTS, streams from the peer connection.
import { atom } from 'nanostores';
import type { RosterEntry } from './messages';

/**
 * A participant to show: `stream` is null until its media arrives; `self` marks the echo of one's own media;
 * `audio` and `video` say whether their microphone and camera are on.
 */
export interface RemoteParticipant {
  id: string;
  name: string;
  stream: MediaStream | null;
  self: boolean;
  audio: boolean;
  video: boolean;
}

/** Everyone to show in the video grid; alone in the meeting, the guest's own echo. */
export const $participants = atom<RemoteParticipant[]>([]);

let roster: RosterEntry[] = [];
let selfId = '';
const streams = new Map<string, MediaStream>();

function publish(): void {
  const others = roster.filter((entry) => entry.id !== selfId);
  const shown =
    others.length > 0 ? others : roster.filter((entry) => entry.id === selfId && streams.has(entry.id));
  $participants.set(
    shown.map(({ id, name, audio, video }) => ({
      id,
      name,
      stream: streams.get(id) ?? null,
      self: id === selfId,
      audio: audio !== false,
      video: video !== false,
    })),
  );
}

/** Takes the server's list of participants; `self` is the guest's own participant ID. */
export function setRoster(entries: RosterEntry[], self: string): void {
  roster = entries;
  selfId = self;
  for (const id of streams.keys()) if (!entries.some((entry) => entry.id === id)) streams.delete(id);
  publish();
}

/** A participant's media arrived (the stream ID is their participant ID). */
export function addStream(id: string, stream: MediaStream): void {
  streams.set(id, stream);
  publish();
}

/** Forgets every stream (the peer connection closed); names stay until the next list. */
export function dropStreams(): void {
  streams.clear();
  publish();
}

/** Forgets everyone. */
export function clearParticipants(): void {
  roster = [];
  selfId = '';
  dropStreams();
}
