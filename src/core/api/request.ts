import { ERROR_AUTHENTICATION_FAILED, ERROR_GENERIC, HTTP_RETRY_METHODS } from '../constants';
import { $loginRequired } from '../stores/login-required';
import { $session } from '../stores/session';
import { type CallOptions, send } from './client';
import { ApiError } from './errors';
import { refreshSession } from './refresh';
import { apiTimings } from './transport';

/** A call and whether it needs the session. */
export interface RequestOptions extends CallOptions {
  /**
   * false for the calls the spec marks "no auth": no bearer, no refresh on a refusal. 'optional': the bearer
   * when signed in (the server may grant more), never a refresh.
   */
  auth?: boolean | 'optional';
}

const IDEMPOTENT: readonly string[] = HTTP_RETRY_METHODS;

/**
 * True when the server refused the session itself (401 code 1014: expired, unknown or revoked token), before
 * doing anything: a refresh may help, and the call may be sent again. A 403 refuses the signed-in user (roles,
 * authority, XSRF): a new token changes nothing, so it is never sent again. A 401 without the contract's code (a
 * proxy's) does not say what the server did: only an idempotent call is sent again.
 */
function isSessionRefusal(error: unknown, method: string): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  if (error.code === ERROR_AUTHENTICATION_FAILED) return true;
  return error.code === ERROR_GENERIC && IDEMPOTENT.includes(method);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Throws the refusal when the session cannot be renewed, after telling the shell to show the login.
async function renewAfter(refusal: ApiError, sentToken: string): Promise<void> {
  const current = $session.get().sessionToken;
  // Another call renewed the token this one was refused with while it travelled: just retry.
  if (current !== '' && current !== sentToken) return;
  if (await refreshSession()) return;
  $loginRequired.set(true);
  throw refusal;
}

/**
 * The only way to reach the server: `path` is relative to the configured API base (`web/users/me`).
 * Answers the parsed JSON, or throws an ApiError. A refused session is retried once, after a token refresh.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { auth = true, ...call } = options;
  if (!auth) return send<T>(path, call, '');
  if (auth === 'optional') return send<T>(path, call, $session.get().sessionToken);
  const token = $session.get().sessionToken;
  try {
    return await send<T>(path, call, token);
  } catch (error) {
    if (!isSessionRefusal(error, call.method ?? 'get')) throw error;
    await renewAfter(error, token);
    await pause(apiTimings().authRetryDelayMs);
    return send<T>(path, call, $session.get().sessionToken);
  }
}
