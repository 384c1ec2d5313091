import { $session, clearSession, startSession } from '../stores/session';
import { send } from './client';
import { apiTimings } from './transport';
import type { TokenPair } from './types';

/** GET web/login/refresh: a new token pair for a stored user name and refresh token. */
export function refresh(username: string, refreshToken: string): Promise<TokenPair> {
  return send<TokenPair>(
    'web/login/refresh',
    { headers: { username, refreshToken }, credentials: 'include' },
    '',
  );
}

let running: Promise<boolean> | undefined;

async function renew(): Promise<boolean> {
  const { username, refreshToken } = $session.get();
  try {
    if (!username || !refreshToken) throw new Error('No stored session to refresh.');
    const tokens = await refresh(username, refreshToken);
    if (typeof tokens?.sessionToken !== 'string' || tokens.sessionToken === '') {
      throw new Error('The refresh answered no session token.');
    }
    startSession(tokens, username);
    return true;
  } catch {
    clearSession();
    return false;
  }
}

// The spec's wait loop (REFRESH_WAIT_TRIES checks REFRESH_WAIT_MS apart) bounds the wait at their product;
// waking on the refresh itself instead of the next check spares up to one interval.
async function join(flight: Promise<boolean>): Promise<boolean> {
  const { refreshWaitTries, refreshWaitMs } = apiTimings();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), refreshWaitTries * refreshWaitMs);
  });
  try {
    return await Promise.race([flight, givenUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renews the session token, one refresh in flight for all callers: a caller that finds one running waits
 * for it. True when the session was renewed; on failure the session is cleared and it answers false.
 */
export function refreshSession(): Promise<boolean> {
  if (running) return join(running);
  const flight = renew().finally(() => {
    running = undefined;
  });
  running = flight;
  return flight;
}
