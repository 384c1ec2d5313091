import { $loginRequired } from '../stores/login-required';
import { $session } from '../stores/session';
import { type CallOptions, send } from './client';
import { ApiError } from './errors';
import { refreshSession } from './refresh';
import { apiTimings } from './transport';

/** A call and whether it needs the session. */
export interface RequestOptions extends CallOptions {
  /**
   * false for the calls the spec marks "no auth": no bearer, no refresh on 401/403. 'optional': the bearer
   * when signed in (the server may grant more), never a refresh.
   */
  auth?: boolean | 'optional';
}

function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
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
 * Answers the parsed JSON, or throws an ApiError. A 401/403 is retried once, after a token refresh.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { auth = true, ...call } = options;
  if (!auth) return send<T>(path, call, '');
  if (auth === 'optional') return send<T>(path, call, $session.get().sessionToken);
  const token = $session.get().sessionToken;
  try {
    return await send<T>(path, call, token);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await renewAfter(error, token);
    await pause(apiTimings().authRetryDelayMs);
    return send<T>(path, call, $session.get().sessionToken);
  }
}
