import { API_TIMEOUT_MS, AUTH_RETRY_DELAY_MS, REFRESH_WAIT_MS, REFRESH_WAIT_TRIES } from '../constants';

/** The `fetch` every API call goes through. */
export type FetchFunction = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

const browserFetch: FetchFunction = (input, init) => globalThis.fetch(input, init);
let current: FetchFunction = browserFetch;

/** Swaps the network for tests: every API call reaches `fetch` instead of the server. */
export function setFetch(fetch: FetchFunction): void {
  current = fetch;
}

/** Puts the browser's own `fetch` back. */
export function resetFetch(): void {
  current = browserFetch;
}

/** The `fetch` in use now (read at each call, so a swap takes effect at once). */
export function currentFetch(): FetchFunction {
  return current;
}

/** The waits of the API client, in milliseconds. */
export interface ApiTimings {
  /** Time-out of one attempt. */
  timeoutMs: number;
  /** Pause between a token refresh and the retry of the refused call. */
  authRetryDelayMs: number;
  /** A call that finds a refresh running waits this many times... */
  refreshWaitTries: number;
  /** ...this long. */
  refreshWaitMs: number;
}

const PRODUCTION: ApiTimings = {
  timeoutMs: API_TIMEOUT_MS,
  authRetryDelayMs: AUTH_RETRY_DELAY_MS,
  refreshWaitTries: REFRESH_WAIT_TRIES,
  refreshWaitMs: REFRESH_WAIT_MS,
};
let timings: ApiTimings = { ...PRODUCTION };

/** Shortens the waits for tests; the production values stay in the constants module. */
export function setApiTimings(patch: Partial<ApiTimings>): void {
  timings = { ...timings, ...patch };
}

/** Back to the production waits. */
export function resetApiTimings(): void {
  timings = { ...PRODUCTION };
}

/** The waits in force now. */
export function apiTimings(): ApiTimings {
  return timings;
}
