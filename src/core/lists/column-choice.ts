// Which columns a list shows: the columns the user hid or showed, remembered per list in the browser (as
// react-admin's column chooser keeps them), else the list's own defaults.
import { atom, type WritableAtom } from 'nanostores';
import { readStored, writeStored } from '../stores/storage';

const stores = new Map<string, WritableAtom<readonly string[] | null>>();
const keyOf = (list: string) => `meet.columns.${list}`;

/** Reads a stored choice: the hidden columns' names, null when none was made (or it cannot be read). */
function stored(list: string): readonly string[] | null {
  try {
    const value: unknown = JSON.parse(readStored(keyOf(list)) || 'null');
    return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : null;
  } catch {
    return null;
  }
}

/** The columns of `list` the user chose to hide (null: none chosen, the list's defaults apply). */
export function $hiddenColumns(list: string): WritableAtom<readonly string[] | null> {
  let known = stores.get(list);
  if (!known) {
    known = atom(stored(list));
    stores.set(list, known);
  }
  return known;
}

/**
 * Hides or shows `column` of `list`, starting from `current` (what the list hides now), and remembers it;
 * answers the columns now hidden.
 */
export function setColumnShown(
  list: string,
  current: readonly string[],
  column: string,
  shown: boolean,
): readonly string[] {
  const hidden = shown ? current.filter((name) => name !== column) : [...new Set([...current, column])];
  $hiddenColumns(list).set(hidden);
  writeStored(keyOf(list), JSON.stringify(hidden));
  return hidden;
}
