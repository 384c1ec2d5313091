// Which columns a list shows: the columns the user hid or showed, remembered in the browser per list and per
// signed-in account (as react-admin's column chooser keeps them, and as saved views are), else the list's own
// defaults.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { $session } from '../stores/session';
import { readStored, writeStored } from '../stores/storage';

const changed = atom(0);
const stores = new Map<string, ReadableAtom<readonly string[] | null>>();
const keyOf = (list: string) => `meet.columns.${$session.get().username}.${list}`;

/** Reads a stored choice: the hidden columns' names, null when none was made (or it cannot be read). */
function stored(list: string): readonly string[] | null {
  try {
    const value: unknown = JSON.parse(readStored(keyOf(list)) || 'null');
    return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : null;
  } catch {
    return null;
  }
}

/** The columns of `list` the signed-in account chose to hide (null: none chosen, the list's defaults apply). */
export function $hiddenColumns(list: string): ReadableAtom<readonly string[] | null> {
  let known = stores.get(list);
  if (!known) {
    known = computed([changed, $session], () => stored(list));
    stores.set(list, known);
  }
  return known;
}

/**
 * Hides or shows `column` of `list`, starting from `current` (what the list hides now), and remembers it for the
 * signed-in account; answers the columns now hidden.
 */
export function setColumnShown(
  list: string,
  current: readonly string[],
  column: string,
  shown: boolean,
): readonly string[] {
  const hidden = shown ? current.filter((name) => name !== column) : [...new Set([...current, column])];
  writeStored(keyOf(list), JSON.stringify(hidden));
  changed.set(changed.get() + 1);
  return hidden;
}
