// The admin kit's record of a list + detail area: the detail's record store bound to the lists that show it,
// and the shapes every area's actions take (create, delete each, change the record, change a sub-list), each
// answering the one result type and showing again what the change touched.
import { answerInto } from '../stores/loadable';
import { type RecordStore, recordStore } from '../stores/record';
import { attempt, deleteEach, type Refusal, type Reloadable, type Result } from './result';

/** A record store with the actions of its area, each showing again the lists (and sub-lists) it changed. */
export interface AreaRecord<Key, Record> extends RecordStore<Key, Record> {
  /** Creates a record, then reloads the lists; done with the new record's key. */
  create(action: () => Promise<Record>): Promise<Result<Key>>;
  /** Deletes each record, one after the other, then reloads the lists; answers the refusals. */
  deleteEach(keys: readonly Key[], remove: (key: Key) => Promise<unknown>): Promise<Refusal[]>;
  /**
   * Changes the record shown: shows what the server answered (`answerInto`: unless another record was asked for
   * meanwhile), marks the lists stale, reloads `beside`.
   */
  change(action: () => Promise<Record>, ...beside: Reloadable[]): Promise<Result<Record>>;
  /**
   * Changes what the record `key` holds (a sub-list's rows, its counts): then takes the record again quietly and
   * reloads the lists and the sub-lists it changed.
   */
  changeIn(key: Key, action: () => Promise<unknown>, ...subLists: Reloadable[]): Promise<Result>;
  /** Removes each item from what the record `key` holds, then reloads as `changeIn`; answers the refusals. */
  removeEachIn<Item>(
    key: Key,
    items: readonly Item[],
    remove: (item: Item) => Promise<unknown>,
    ...subLists: Reloadable[]
  ): Promise<Refusal[]>;
}

/** What an area record reads: its lists, how a record is loaded by key, its key, what opens beside it. */
export interface AreaRecordOptions<Key, Record> {
  /** The lists that show the area's records (their rows, their counts). */
  lists: readonly Reloadable[];
  get: (key: Key) => Promise<Record>;
  keyOf: (record: Record) => Key;
  /** Opens what the detail lists beside the record (its sub-lists' stores), on each load. */
  opened?: (key: Key) => void;
}

/** The record of a list + detail area (`areaRecord({ lists: [tags], get, keyOf })`). */
export function areaRecord<Key, Record>(options: AreaRecordOptions<Key, Record>): AreaRecord<Key, Record> {
  const { lists, get, keyOf, opened } = options;
  const reloadLists = () => Promise.all(lists.map((list) => list.reload()));
  const store = recordStore(get, keyOf, opened);
  const showAgain = (key: Key, subLists: Reloadable[]) =>
    Promise.all([store.refresh(key), ...[...lists, ...subLists].map((shown) => shown.reload())]);
  return {
    ...store,
    create: (action) =>
      attempt(async () => {
        const made = await action();
        await reloadLists();
        return keyOf(made);
      }),
    deleteEach: (keys, remove) => deleteEach(keys, remove, ...lists),
    change: (action, ...beside) =>
      attempt(async () => {
        const changed = await answerInto(store.$record, action);
        void reloadLists();
        await Promise.all(beside.map((shown) => shown.reload()));
        return changed;
      }),
    changeIn: (key, action, ...subLists) =>
      attempt(async () => {
        await action();
        await showAgain(key, subLists);
      }),
    async removeEachIn(key, items, remove, ...subLists) {
      const refusals = await deleteEach(items, remove);
      await showAgain(key, subLists);
      return refusals;
    },
  };
}
