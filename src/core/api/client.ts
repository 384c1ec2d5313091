import ky from 'ky';
import { $config } from '../config';
import {
  ERROR_GENERIC,
  HTTP_RETRY_COUNT,
  HTTP_RETRY_DELAY_MS,
  HTTP_RETRY_METHODS,
  HTTP_RETRY_STATUSES,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../constants';
import { ApiError, isAbort, toApiError } from './errors';
import { apiTimings, currentFetch } from './transport';

/** HTTP methods the API uses. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/** One call: a path relative to the API base (`web/users/me`) and what to send. */
export interface CallOptions {
  method?: Method;
  json?: unknown;
  /** A body sent as it is (a CSV file), with its `content-type` header. */
  body?: string;
  /** `text`: the answer is handed over as text (a CSV export); `blob`: as bytes (a video); else parsed JSON. */
  answer?: 'json' | 'text' | 'blob';
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

const api = ky.create({
  retry: {
    limit: HTTP_RETRY_COUNT,
    methods: [...HTTP_RETRY_METHODS],
    statusCodes: HTTP_RETRY_STATUSES,
    // A Retry-After header must not stretch the spec's zero delay.
    afterStatusCodes: [],
    delay: () => HTTP_RETRY_DELAY_MS,
    retryOnTimeout: false,
    shouldRetry: ({ error }) => (isAbort(error) ? false : undefined),
  },
  fetch: (input, init) => currentFetch()(input, init),
});

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  if (entry === undefined) return undefined;
  const value = entry.slice(name.length + 1);
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed cookie must not break every call: hand it over as it is.
    return value;
  }
}

// The page's XSRF cookie means nothing to another origin: do not hand it over.
function isSameOrigin(apiBase: string): boolean {
  return new URL(apiBase, document.baseURI).origin === location.origin;
}

function headersFor(options: CallOptions, token: string, apiBase: string): Headers {
  const headers = new Headers(options.headers);
  headers.set('accept', options.answer === 'blob' ? '*/*' : 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf && isSameOrigin(apiBase)) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

/** Sends one call with `token` as bearer (none when empty); answers the parsed JSON (or text, or Blob) or throws an ApiError. */
export async function send<T>(path: string, options: CallOptions, token: string): Promise<T> {
  const { apiBase } = $config.get();
  let response: Response;
  let text = '';
  let blob: Blob | undefined;
  try {
    response = await api(path, {
      prefixUrl: apiBase,
      method: options.method ?? 'get',
      json: options.json,
      body: options.body,
      searchParams: options.searchParams,
      headers: headersFor(options, token, apiBase),
      credentials: options.credentials,
      signal: options.signal,
      timeout: apiTimings().timeoutMs,
    });
    if (options.answer === 'blob') blob = await response.blob();
    else text = await response.text();
  } catch (error) {
    throw await toApiError(error);
  }
  if (blob) return blob as T;
  if (options.answer === 'text') return text as T;
  // Some calls answer nothing (logout, 204): a success without data.
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError('http', response.status, ERROR_GENERIC, { cause: error });
  }
}
