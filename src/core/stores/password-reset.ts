// The new password chosen from a forgot-password link (spec 5): the server's rules, then the change.
import { atom } from 'nanostores';
import { changePassword, getPasswordConstraints } from '../api/auth-calls';
import { hasErrorCode } from '../api/errors';
import type { PasswordConstraints } from '../api/types';
import { hashPasswordInWorker } from '../auth/hash-client';
import { ERROR_INVALID_SECURITY_PARAMETERS, ERROR_NOT_FOUND } from '../constants';
import { errorCode, type Loadable, loadInto } from './loadable';

/** The reset form: filling it, saving, done, or a link the server no longer accepts (or never had). */
export type PasswordResetPhase = 'form' | 'busy' | 'done' | 'linkInvalid';

/** Where the reset stands; `code` is the error of the last failed save, null when there is none. */
export interface PasswordResetState {
  phase: PasswordResetPhase;
  code: number | null;
}

const FRESH: PasswordResetState = { phase: 'form', code: null };

/** Where the password reset of the current link stands. */
export const $passwordReset = atom<PasswordResetState>(FRESH);

// Not `loadable()`: a visitor has no session, and a session store settling at start must not wipe the rules.
/** The server's rules for the new password. */
export const $resetConstraints = atom<Loadable<PasswordConstraints>>({ state: 'idle' });

/**
 * Starts a reset for the link's `email` and `uuid` (both needed) and loads the server's password rules;
 * the returned function forgets the reset, so the next visit starts afresh.
 */
export function openPasswordReset(email: string, uuid: string): () => void {
  $passwordReset.set(email && uuid ? FRESH : { phase: 'linkInvalid', code: null });
  void loadInto($resetConstraints, getPasswordConstraints);
  return () => $passwordReset.set(FRESH);
}

/**
 * Sets the new password of the link (hashed with the e-mail as salt, spec 5). A link the server refuses
 * (code 1002 or 1001: used, expired or unknown) ends in `linkInvalid`; any other error keeps the form.
 */
export async function resetPassword(email: string, uuid: string, password: string): Promise<void> {
  if ($passwordReset.get().phase !== 'form') return;
  $passwordReset.set({ phase: 'busy', code: null });
  try {
    await changePassword(email, uuid, await hashPasswordInWorker(password, email));
    $passwordReset.set({ phase: 'done', code: null });
  } catch (error) {
    const refused = hasErrorCode(error, ERROR_INVALID_SECURITY_PARAMETERS, ERROR_NOT_FOUND);
    $passwordReset.set({ phase: refused ? 'linkInvalid' : 'form', code: refused ? null : errorCode(error) });
  }
}
