import { atom, type WritableAtom } from 'nanostores';
import { ApiError } from '../api/errors';
import { ERROR_GENERIC } from '../constants';
import { $session } from './session';

/** Data asked of the server: not asked yet, on its way, there, or failed with an error code (spec 8). */
export type Loadable<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; code: number };

/** The error code to show for what a call threw: the server's code, else the generic 1000. */
export function errorCode(error: unknown): number {
  return error instanceof ApiError ? error.code : ERROR_GENERIC;
}

// Every load and change is numbered as it is asked. Per store: the number of the latest load asked, and the number of
// what it shows (a load that landed, a change's outcome). Nothing asked before what is shown lands over it.
let asked = 0;
const latestLoad = new WeakMap<object, number>();
const shownAt = new WeakMap<object, number>();
const newerThanShown = (store: object, number: number) => number > (shownAt.get(store) ?? 0);
// Per store: the patches of changes answered while nothing was shown, waiting for the load on its way then.
const waitingPatches = new WeakMap<object, { number: number; patch: (data: never) => unknown }[]>();

/**
 * A store of data the server holds for the signed-in user; it forgets the data when the session ends,
 * so the next user never sees it.
 */
export function loadable<T>(): WritableAtom<Loadable<T>> {
  const store = atom<Loadable<T>>({ state: 'idle' });
  $session.listen(({ sessionToken }) => {
    if (sessionToken === '' && store.get().state !== 'idle') store.set({ state: 'idle' });
  });
  return store;
}

/**
 * Loads into `store`; when loads overlap, only the latest one lands, and only it hands its data to `landed` (a form
 * filled from it): an earlier load answering late must not fill the form again over what was typed since.
 */
export async function loadInto<T>(
  store: WritableAtom<Loadable<T>>,
  load: () => Promise<T>,
  landed?: (data: T) => void,
): Promise<void> {
  const number = ++asked;
  latestLoad.set(store, number);
  store.set({ state: 'loading' });
  const lands = () => latestLoad.get(store) === number && newerThanShown(store, number);
  let data: T;
  try {
    data = await load();
  } catch (error) {
    if (lands()) store.set({ state: 'failed', code: errorCode(error) });
    return;
  }
  if (!lands()) return;
  // A change answered while this load was on its way, and sent after it was asked, is not in its data: applied.
  const patches = (waitingPatches.get(store) ?? []).filter((waiting) => waiting.number > number);
  waitingPatches.delete(store);
  const shown = patches.reduce((rows, { patch }) => (patch as (data: T) => T)(rows), data);
  shownAt.set(store, number);
  store.set({ state: 'ready', data: shown });
  landed?.(shown);
}

/** Shows `state` in `store` now (a new record's blank form): nothing asked of it before lands over it. */
export function showIn<T>(store: WritableAtom<Loadable<T>>, state: Loadable<T>): void {
  shownAt.set(store, ++asked);
  store.set(state);
}

/**
 * Marks a change of what `store` shows as it is sent (a save, a quiet refresh); the function it returns shows the
 * change's outcome and answers true, unless a load was asked of `store` since or a change sent later is shown: then
 * the newer one is shown and it answers false. A load asked before the change and answering after it is older than
 * this outcome: it no longer lands (nor fills a form again through its `landed`).
 */
export function changeOf<T>(store: WritableAtom<Loadable<T>>): (state: Loadable<T>) => boolean {
  return numberedChange(store).show;
}

function numberedChange<T>(store: WritableAtom<Loadable<T>>) {
  const number = ++asked;
  const show = (state: Loadable<T>) => {
    if ((latestLoad.get(store) ?? 0) > number || !newerThanShown(store, number)) return false;
    shownAt.set(store, number);
    store.set(state);
    return true;
  };
  return { number, show };
}

/** Sends a change whose answer is what `store` shows (a saved record), by the rule of `changeOf`; answers it. */
export async function answerInto<T>(store: WritableAtom<Loadable<T>>, change: () => Promise<T>): Promise<T> {
  const show = changeOf(store);
  const data = await change();
  show({ state: 'ready', data });
  return data;
}

/**
 * Sends a change whose answer alters part of what `store` shows (a row of a list), by the rule of `changeOf`;
 * answers it. While a load asked before the change is still on its way, the patch waits for it and alters what it
 * brings (its data predates the change); with nothing shown nor on its way, the next load brings the change.
 */
export async function patchInto<T, A>(
  store: WritableAtom<Loadable<T>>,
  change: () => Promise<A>,
  patch: (data: T, answer: A) => T,
): Promise<A> {
  const { number, show } = numberedChange(store);
  const answer = await change();
  const shown = store.get();
  const altered = (data: T) => patch(data, answer);
  if (shown.state === 'ready') show({ state: 'ready', data: altered(shown.data) });
  else if (shown.state === 'loading' && (latestLoad.get(store) ?? 0) < number)
    waitingPatches.set(store, [
      ...(waitingPatches.get(store) ?? []),
      { number, patch: altered as (data: never) => unknown },
    ]);
  return answer;
}

/** `rows` with `row` in the place of the one of its id (a `patchInto`'s patch of a saved row). */
export const withRow = <R extends { id: unknown }>(rows: R[], row: R): R[] =>
  rows.map((one) => (one.id === row.id ? row : one));
