import { atom } from 'nanostores';
import { getPasswordConstraints } from '../api/auth-calls';
import { hasErrorCode } from '../api/errors';
import { changeMyPassword, deleteMe, updateMe } from '../api/me-calls';
import type { MeUpdate, PasswordConstraints } from '../api/types';
import { hashPasswordInWorker } from '../auth/hash-client';
import { ERROR_INVALID_SECURITY_PARAMETERS } from '../constants';
import { type Key, loadNamespaces, translate } from '../i18n';
import { notify } from '../notifications';
import { $me } from './me';
import { $session, clearSession } from './session';

/** The server's rules for a new password, null until loaded. */
export const $passwordConstraints = atom<PasswordConstraints | null>(null);

/** Loads the server's password constraints into `$passwordConstraints`. */
export async function loadPasswordConstraints(): Promise<PasswordConstraints> {
  const constraints = await getPasswordConstraints();
  $passwordConstraints.set(constraints);
  return constraints;
}

/** True when the server refused the current password (spec 8: security parameters not valid). */
export function isWrongPassword(error: unknown): boolean {
  return hasErrorCode(error, ERROR_INVALID_SECURITY_PARAMETERS);
}

/** True when the signed-in user's account is internal (its profile and password are kept here). */
export function isInternalAccount(me: { source?: string } | null): boolean {
  return me?.source === 'INTERNAL';
}

/** The login a password is salted with: the name the user signed in with, exactly as the login hashed it. */
export function saltLogin(): string {
  const me = $me.get();
  return $session.get().username || me?.login || me?.email || '';
}

async function toast(titleKey: Key<'account'>, messageKey: Key<'error'>): Promise<void> {
  await loadNamespaces(['account', 'error']);
  notify({ title: translate('account', titleKey), message: translate('error', messageKey) });
}

/** Saves first name, last name, language and time zone into `$me` (the application follows its language). */
export async function saveProfile(update: MeUpdate): Promise<void> {
  await updateMe(update);
  const me = $me.get();
  if (me) $me.set({ ...me, ...update, timeZoneID: update.timeZoneId });
  await toast('title', 'success.userSaved');
}

/**
 * Changes the password (both hashed, spec 5). The server then ends every session of the user, so the
 * session is forgotten here too: the user signs in again with the new password.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  const login = saltLogin();
  const [oldPassword, newPassword] = await Promise.all([
    hashPasswordInWorker(current, login),
    hashPasswordInWorker(next, login),
  ]);
  await changeMyPassword({ oldPassword, newPassword });
  clearSession();
  await loadNamespaces(['account']);
  notify({
    title: translate('account', 'password.changedTitle'),
    message: translate('account', 'password.changed'),
  });
}

/** Deletes the account after checking the current password (hashed); the session ends with it. */
export async function deleteAccount(password: string): Promise<void> {
  const hashed = await hashPasswordInWorker(password, saltLogin());
  await deleteMe(hashed);
  clearSession();
  await toast('title', 'success.accountDeleted');
}
