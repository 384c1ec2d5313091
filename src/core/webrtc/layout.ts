// How the stage arranges people: the layout the guest chose (remembered), the tile they pinned for themselves,
// and, past the tiles that fit, which ones show: the most recent speakers first, the rest a page at a time.
import { atom, onMount } from 'nanostores';
import { readStored, writeStored } from '../stores/storage';
import { $activeSpeaker } from './active-speaker';
import type { RemoteParticipant } from './participants';

/** The layouts of the stage: an even grid, the speaker large over a strip, the speaker large beside a column. */
export const LAYOUTS = ['grid', 'speaker', 'sidebar'] as const;
/** A layout of the stage. */
export type Layout = (typeof LAYOUTS)[number];
/** Where the layout choice is remembered. */
export const LAYOUT_KEY = 'meet.webrtc.layout';

const stored = readStored(LAYOUT_KEY);
/** The guest's layout, remembered between meetings. */
export const $layout = atom<Layout>(
  (LAYOUTS as readonly string[]).includes(stored) ? (stored as Layout) : 'grid',
);
/** The participant the guest pinned as the large tile (for themselves only), or null. */
export const $pinned = atom<string | null>(null);
/** The page of tiles shown past those that fit (0: the most recent speakers). */
export const $tilePage = atom(0);
/** Participant IDs, the most recent speaker first. */
export const $recentSpeakers = atom<string[]>([]);

/** Chooses the layout, and remembers it. */
export function chooseLayout(layout: Layout): void {
  $layout.set(layout);
  $tilePage.set(0);
  writeStored(LAYOUT_KEY, layout);
}

/** Pins a participant as the large tile, or unpins with null (or the one pinned). */
export function pin(participantId: string | null): void {
  $pinned.set(participantId === $pinned.get() ? null : participantId);
  $tilePage.set(0);
}

/** Forgets the pin, the page and the speakers of a meeting (the layout choice stays): the next one starts afresh. */
export function forgetMeetingLayout(): void {
  $pinned.set(null);
  $tilePage.set(0);
  $recentSpeakers.set([]);
}

/** Moves to another page of tiles. */
export function showTilePage(page: number): void {
  $tilePage.set(Math.max(0, page));
}

// Every speaker moves to the front of the recency list, while someone watches it.
onMount($recentSpeakers, () =>
  $activeSpeaker.subscribe((speaker) => {
    if (speaker) $recentSpeakers.set([speaker, ...$recentSpeakers.get().filter((id) => id !== speaker)]);
  }),
);

/** What the stage shows: the large tile (if any), the tiles of this page, and how many are not shown. */
export interface Arrangement {
  large: RemoteParticipant | null;
  tiles: RemoteParticipant[];
  hidden: number;
  page: number;
  pages: number;
}

/** What shapes the arrangement. */
export interface ArrangeOptions {
  layout: Layout;
  pinned: string | null;
  speaker: string | null;
  recent: readonly string[];
  /** How many small tiles fit (the grid's, or the strip's). */
  capacity: number;
  page: number;
}

/**
 * Arranges the participants: the pinned one (else, outside the grid, the active or latest speaker) large; of
 * the others, the first page holds the most recent speakers and the later pages the rest, each in the
 * meeting's order so tiles do not jump while people talk.
 */
export function arrangeTiles(participants: RemoteParticipant[], options: ArrangeOptions): Arrangement {
  const { layout, pinned, speaker, recent, page } = options;
  const capacity = Math.max(1, options.capacity);
  const find = (id: string | null) => participants.find((p) => p.id === id) ?? null;
  const latest = recent.map(find).find((p) => p !== null) ?? null;
  const large =
    find(pinned) ??
    (layout === 'grid' || participants.length < 2
      ? null
      : (find(speaker) ?? latest ?? participants[0] ?? null));
  const others = participants.filter((p) => p !== large);
  const rank = (p: RemoteParticipant) => {
    const index = recent.indexOf(p.id);
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  const first = new Set(
    [...others]
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, capacity)
      .map((p) => p.id),
  );
  const rest = others.filter((p) => !first.has(p.id));
  const pages = 1 + Math.ceil(rest.length / capacity);
  const current = Math.min(page, pages - 1);
  const tiles =
    current === 0
      ? others.filter((p) => first.has(p.id))
      : rest.slice((current - 1) * capacity, current * capacity);
  return { large, tiles, hidden: others.length - tiles.length, page: current, pages };
}
