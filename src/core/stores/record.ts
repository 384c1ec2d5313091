import type { WritableAtom } from 'nanostores';
import { answerInto, type Loadable, loadable, loadInto } from './loadable';

/** The record a detail page shows: its store, how it is loaded by its key, and the key a loaded record has. */
export interface RecordStore<Key, Record> {
  $record: WritableAtom<Loadable<Record>>;
  /** Loads the record of `key` (`loading`, then ready or failed); overlapping loads: the latest lands. */
  load(key: Key): Promise<void>;
  /** The key of a record. */
  keyOf(record: Record): Key;
  /**
   * Takes the record of `key` again without passing through `loading`, if it is the one shown and nothing newer is
   * asked meanwhile (`answerInto`).
   */
  refresh(key: Key): Promise<void>;
  /** True when the record of `key` is the one shown. */
  shows(key: Key): boolean;
}

/**
 * A detail's record store (`recordStore((id) => call('getTag', { path: { id } }), (tag) => tag.id)`): loaded by
 * key, forgotten at logout, refreshed quietly after a change elsewhere (a sub-list's add changes its counts).
 */
export function recordStore<Key, Record>(
  get: (key: Key) => Promise<Record>,
  keyOf: (record: Record) => Key,
  /** Opens what the detail lists beside the record (its sub-lists' stores), on each load. */
  opened?: (key: Key) => void,
): RecordStore<Key, Record> {
  const $record = loadable<Record>();
  const shows = (key: Key) => {
    const shown = $record.get();
    return shown.state === 'ready' && keyOf(shown.data) === key;
  };
  return {
    $record,
    keyOf,
    shows,
    load(key) {
      opened?.(key);
      return loadInto($record, () => get(key));
    },
    async refresh(key) {
      if (!shows(key)) return;
      try {
        await answerInto($record, () => get(key));
      } catch {
        // The record stays as it was; the next load corrects it.
      }
    },
  };
}
