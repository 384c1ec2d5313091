import { computed, map } from 'nanostores';
import type { TokenPair } from '../api/types';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The signed-in session; the session token lives in memory only. */
export interface Session {
  sessionToken: string;
  refreshToken: string;
  username: string;
}

function stored(): Session {
  return {
    sessionToken: '',
    username: readStored(STORAGE_KEYS.username),
    refreshToken: readStored(STORAGE_KEYS.refreshToken),
  };
}

/** The session: token in memory; user name and refresh token also in localStorage. */
export const $session = map<Session>(stored());

/** Signed in means holding a session token (an empty token is unauthenticated). */
export const $signedIn = computed($session, (session) => session.sessionToken !== '');

/** Takes a new token pair for `username` and keeps what a reload needs. */
export function startSession(tokens: TokenPair, username: string): void {
  $session.set({ sessionToken: tokens.sessionToken, refreshToken: tokens.refreshToken, username });
  writeStored(STORAGE_KEYS.username, username);
  writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

/** Reads the user name and refresh token a previous visit left; true when both are there. */
export function loadStoredSession(): boolean {
  const { username, refreshToken } = stored();
  $session.set({ ...$session.get(), username, refreshToken });
  return username !== '' && refreshToken !== '';
}

/** Forgets the session, in memory and in storage. */
export function clearSession(): void {
  $session.set({ sessionToken: '', refreshToken: '', username: '' });
  writeStored(STORAGE_KEYS.username, '');
  writeStored(STORAGE_KEYS.refreshToken, '');
}
