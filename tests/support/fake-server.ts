// Test support: a fake `fetch` that answers by route and records every request. Never bundled.

import { setApiTimings, setFetch } from '../../src/core/api/transport';
import { $config } from '../../src/core/config';
import { BASE_PATH } from '../../src/core/constants';
import { $loginRequired } from '../../src/core/stores/login-required';
import { clearSession } from '../../src/core/stores/session';

/** What a route answers: a status and JSON body (or CSV text, or bytes), a thrown error, or a function of the request. */
export type Reply =
  | {
      status?: number;
      body?: unknown;
      text?: string;
      bytes?: Uint8Array<ArrayBuffer>;
      type?: string;
      /** More headers of a JSON answer (Retry-After). */
      headers?: Record<string, string>;
    }
  | Error
  | 'hang'
  | ((request: Request) => Reply);

/** A request as the server saw it. */
export interface Seen {
  method: string;
  /** Path relative to the API base, with the query. */
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A JSON answer. */
export function reply(status: number, body?: unknown): Reply {
  return { status, body };
}

function respond(answer: Reply, request: Request): Promise<Response> {
  if (typeof answer === 'function') return respond(answer(request), request);
  if (answer instanceof Error) return Promise.reject(answer);
  if (answer === 'hang') {
    // Never answers; gives up like the browser when the call is aborted (time-out or cancellation).
    return new Promise((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort);
    });
  }
  if (answer.bytes !== undefined) {
    const headers = { 'content-type': answer.type ?? 'application/octet-stream' };
    return Promise.resolve(new Response(answer.bytes, { status: answer.status ?? 200, headers }));
  }
  if (answer.text !== undefined) {
    const headers = { 'content-type': 'text/csv; charset=utf-8' };
    return Promise.resolve(new Response(answer.text, { status: answer.status ?? 200, headers }));
  }
  const text = answer.body === undefined ? null : JSON.stringify(answer.body);
  const headers = { 'content-type': 'application/json', ...answer.headers };
  return Promise.resolve(new Response(text, { status: answer.status ?? 200, headers }));
}

// A JSON body as its value; any other body (a CSV file) as its text.
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Routes are keyed 'METHOD path' ('GET web/users/me'); a list answers in turn and repeats its last reply.
 * Unknown routes answer 404.
 */
export function fakeServer(routes: Record<string, Reply | Reply[]>) {
  const seen: Seen[] = [];
  const counts = new Map<string, number>();
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const base = new URL($config.get().apiBase, document.baseURI).href;
    const path = url.href.startsWith(base) ? url.href.slice(base.length) : url.href;
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      path,
      url: url.href,
      headers: request.headers,
      body: text ? parsed(text) : undefined,
    });
    const key = `${request.method} ${path.split('?')[0]}`;
    const route = routes[key] ?? { status: 404 };
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    const answer = Array.isArray(route)
      ? (route[Math.min(count, route.length - 1)] ?? { status: 404 })
      : route;
    return respond(answer, request);
  };
  /** The requests a route received. */
  const calls = (key: string) => seen.filter((s) => `${s.method} ${s.path.split('?')[0]}` === key);
  return { fetch, seen, calls };
}

/** Fast waits and a clean, signed-out state for each test. */
export function resetForTest(): void {
  setApiTimings({ timeoutMs: 200, authRetryDelayMs: 1, refreshWaitTries: 20, refreshWaitMs: 5 });
  $config.setKey('apiBase', `${BASE_PATH}services/json/`);
  clearSession();
  $loginRequired.set(false);
}

/**
 * Answers through `server`, holding each request that `held` picks until `answer()`: an action still on its way
 * while the test goes on (types, cancels, asks again).
 */
export function holdAnswers(server: ReturnType<typeof fakeServer>, held: (request: Request) => boolean) {
  let answer: () => void = () => undefined;
  const gate = new Promise<void>((go) => (answer = go));
  setFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (held(request)) await gate;
    return server.fetch(request);
  });
  return { answer };
}
