import { HTTP_RETRY_COUNT, HTTP_RETRY_DELAY_MS, HTTP_RETRY_METHODS, HTTP_RETRY_STATUSES } from '../constants';

/** The server answered with a status outside 2xx; `response` still holds its body. */
export class HttpStatusError extends Error {
  readonly response: Response;

  constructor(response: Response) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpStatusError';
    this.response = response;
  }
}

/** No answer came within the time-out of one attempt. */
export class HttpTimeoutError extends Error {
  constructor() {
    super('The request timed out');
    this.name = 'HttpTimeoutError';
  }
}

/** One request: its method, headers, body, how long one attempt may wait, and the `fetch` that sends it. */
export interface HttpOptions {
  method: string;
  headers?: Headers;
  body?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  timeoutMs: number;
  fetch?: (request: Request) => Promise<Response>;
}

const RETRIED_METHODS: readonly string[] = HTTP_RETRY_METHODS;

// The time-out bounds the wait for the answer's head only: a long download (a recording) must not be cut.
async function attempt(url: string, options: HttpOptions): Promise<Response> {
  const timer = new AbortController();
  const id = setTimeout(() => timer.abort(new HttpTimeoutError()), options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
  // Upper case: fetch normalises `get` or `post` itself, but not `patch`.
  const { headers, body, credentials } = options;
  const request = new Request(url, {
    method: options.method.toUpperCase(),
    headers,
    body,
    credentials,
    signal,
  });
  try {
    const response = await (options.fetch ?? globalThis.fetch)(request);
    if (!response.ok) throw new HttpStatusError(response);
    return response;
  } catch (error) {
    // Whatever the fetch threw once the timer fired (its reason, an AbortError), the cause is the time-out.
    if (timer.signal.aborted && !options.signal?.aborted) throw new HttpTimeoutError();
    throw error;
  } finally {
    clearTimeout(id);
  }
}

// Spec 8: a method safe to repeat is sent again after a 5xx or a lost connection; never after a time-out,
// a cancellation or any other status, and a POST or PATCH never.
function retriable(options: HttpOptions, error: unknown): boolean {
  if (!RETRIED_METHODS.includes(options.method.toLowerCase()) || options.signal?.aborted) return false;
  if (error instanceof HttpStatusError) return HTTP_RETRY_STATUSES.includes(error.response.status);
  if (error instanceof HttpTimeoutError) return false;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Sends `url` with fetch and answers its 2xx response; throws HttpStatusError for any other status,
 * HttpTimeoutError when an attempt waits too long, else what fetch threw. Retried as `retriable` says,
 * HTTP_RETRY_COUNT times at most, HTTP_RETRY_DELAY_MS apart.
 */
export async function http(url: string, options: HttpOptions): Promise<Response> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt(url, options);
    } catch (error) {
      if (retries >= HTTP_RETRY_COUNT || !retriable(options, error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, HTTP_RETRY_DELAY_MS));
    options.signal?.throwIfAborted();
  }
}
