import { $config } from '../config';
import { ERROR_GENERIC, XSRF_COOKIE, XSRF_HEADER } from '../constants';
import { ApiError, toApiError } from './errors';
import { http } from './http';
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
  if (options.json !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf && isSameOrigin(apiBase)) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

/** `path` under the API base (which may lack its final slash), with the query when there is one. */
function urlOf(apiBase: string, path: string, searchParams: Record<string, string> | undefined): string {
  const url = `${apiBase.endsWith('/') ? apiBase : `${apiBase}/`}${path}`;
  const query = new URLSearchParams(searchParams).toString();
  return query ? `${url}?${query}` : url;
}

/** Sends one call with `token` as bearer (none when empty); answers the parsed JSON (or text, or Blob) or throws an ApiError. */
export async function send<T>(path: string, options: CallOptions, token: string): Promise<T> {
  const { apiBase } = $config.get();
  let response: Response;
  let text = '';
  let blob: Blob | undefined;
  try {
    response = await http(urlOf(apiBase, path, options.searchParams), {
      method: options.method ?? 'get',
      body: options.json === undefined ? options.body : JSON.stringify(options.json),
      headers: headersFor(options, token, apiBase),
      credentials: options.credentials,
      signal: options.signal,
      timeoutMs: apiTimings().timeoutMs,
      // Read at each call, so a swap for tests takes effect at once.
      fetch: (request) => currentFetch()(request),
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
