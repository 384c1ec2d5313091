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

const latest = new WeakMap<object, object>();

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
  const ticket = {};
  latest.set(store, ticket);
  store.set({ state: 'loading' });
  let data: T;
  try {
    data = await load();
  } catch (error) {
    if (latest.get(store) === ticket) store.set({ state: 'failed', code: errorCode(error) });
    return;
  }
  if (latest.get(store) !== ticket) return;
  store.set({ state: 'ready', data });
  landed?.(data);
}
