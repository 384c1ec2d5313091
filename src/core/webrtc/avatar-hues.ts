// Avatar colours in a meeting: everyone present wears a different one (while there are colours enough), and
// keeps it while they stay.
import { computed } from 'nanostores';
import { $people } from './participants';

/** How many avatar colours room.css defines (`.avatar--0` to `.avatar--7`). */
export const AVATAR_HUES = 8;

/** One of the colours for a name, the same every time: the choice outside a meeting and past eight people. */
export function hueOfName(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % AVATAR_HUES;
}

/**
 * The colours of the people present, in the meeting's order: each keeps the one they had; a newcomer takes
 * their name's colour if nobody present wears it, else the first colour nobody wears, else their name's.
 */
export function assignHues(
  people: readonly { id: string; name: string }[],
  before: ReadonlyMap<string, number>,
): Map<string, number> {
  const hues = new Map<string, number>();
  for (const { id } of people) {
    const kept = before.get(id);
    if (kept !== undefined) hues.set(id, kept);
  }
  for (const { id, name } of people) {
    if (hues.has(id)) continue;
    const worn = new Set(hues.values());
    const own = hueOfName(name);
    const free = Array.from({ length: AVATAR_HUES }, (_, i) => (own + i) % AVATAR_HUES).find(
      (h) => !worn.has(h),
    );
    hues.set(id, free ?? own);
  }
  return hues;
}

let last = new Map<string, number>();
/** Avatar colour by participant ID for everyone in the meeting. */
export const $avatarHues = computed($people, (people) => {
  last = assignHues(people, last);
  return last;
});
