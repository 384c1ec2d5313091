import { atom } from 'nanostores';
import { getMe } from '../api/me-calls';
import type { Me } from '../api/types';
import { $session } from './session';

/** The signed-in user, null before it is loaded or when signed out. */
export const $me = atom<Me | null>(null);

/** Loads the signed-in user into `$me`. */
export async function loadMe(): Promise<Me> {
  const me = await getMe();
  $me.set(me);
  return me;
}

// The user belongs to the session: whatever ends the session (logout, failed refresh) drops it.
$session.listen(({ sessionToken }) => {
  if (sessionToken === '' && $me.get() !== null) $me.set(null);
});
