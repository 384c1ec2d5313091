import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { users } from '../admin/users';
import { HTTP_RETRY_COUNT } from '../constants';
import { LANGUAGES, loadNamespaces, setLanguage, translate } from '../i18n';
import { $route, $sessionChecked, startRouting } from '../router/navigation';
import { $loginRequired } from '../stores/login-required';
import { $me } from '../stores/me';
import { $session, startSession } from '../stores/session';
import { STORAGE_KEYS } from '../stores/storage';
import { login } from './auth-calls';
import { call } from './call';
import { ApiError, type ApiErrorKind } from './errors';
import { resetApiTimings, resetFetch, setFetch } from './transport';

/** How the network fails: what the fetch does, and the error kind and status the caller must get. */
const FAULTS: Record<
  string,
  { fetch: (request: Request) => Promise<Response>; kind: ApiErrorKind; status: number }
> = {
  '500 with an error code': {
    fetch: async () =>
      new Response(JSON.stringify({ exception: { code: 1000, message: 'boom' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    kind: 'http',
    status: 500,
  },
  '503 with an HTML page': {
    fetch: async () => new Response('<html>Service Unavailable</html>', { status: 503 }),
    kind: 'http',
    status: 503,
  },
  'a time-out': {
    fetch: (request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener('abort', () =>
          reject(request.signal.reason ?? new DOMException('', 'AbortError')),
        ),
      ),
    kind: 'timeout',
    status: 0,
  },
  'a refused connection': {
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    kind: 'network',
    status: 0,
  },
  'a connection dropped mid-answer': {
    fetch: async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"items": [{"id": 1, "email": "a'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    },
    kind: 'network',
    status: 0,
  },
};

/** Each kind of call the application makes, and whether the transport may send it again by itself. */
const CALLS: { what: string; send: () => Promise<unknown>; retried: boolean }[] = [
  { what: 'GET list', send: () => call('listUsers', { query: { page: 1, size: 10 } }), retried: true },
  {
    what: 'POST form',
    send: () =>
      call('createUser', { body: { email: 'new@example.com', firstName: 'N', lastName: 'U' } as never }),
    retried: false,
  },
  { what: 'PUT', send: () => call('updateGeneralSettings', { body: {} as never }), retried: true },
  { what: 'DELETE', send: () => call('deleteUser', { path: { id: 7 } }), retried: true },
  {
    what: 'CSV upload',
    send: () => call('importUsers', { body: 'email\nx@example.com\n' as never }),
    retried: false,
  },
  {
    what: 'blob download',
    send: () => call('getAttachmentContent', { path: { uid: 'm1', fileId: 'f1' } as never }),
    retried: true,
  },
  { what: 'login', send: () => login({ username: 'a@example.com', password: 'x' } as never), retried: false },
];

describe('fault injection: every kind of call under 5xx, time-outs and dropped connections', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'admin@example.com');
  });
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  for (const [fault, { fetch, kind, status }] of Object.entries(FAULTS)) {
    it(`${fault}: each call fails with a translated error; a POST is never sent twice`, async () => {
      const problems: string[] = [];
      for (const { what, send, retried } of CALLS) {
        let sent = 0;
        setFetch((input, init) => {
          sent += 1;
          return fetch(input instanceof Request ? input : new Request(input, init));
        });
        const error = await send().then(
          () => new Error('succeeded'),
          (e: unknown) => e,
        );
        if (!(error instanceof ApiError) || error.kind !== kind || error.status !== status) {
          problems.push(`${what}: ${String(error)}`);
          continue;
        }
        // 5xx of a method safe to repeat is retried (spec 8); nothing else is sent twice.
        const expected = retried && kind === 'http' ? 1 + HTTP_RETRY_COUNT : 1;
        if (!retried && sent !== 1) problems.push(`${what}: sent ${sent} times`);
        if (kind === 'http' && sent !== expected)
          problems.push(`${what}: sent ${sent} times, not ${expected}`);
        if (error.code !== 1000) problems.push(`${what}: code ${error.code}`);
      }
      expect(problems).to.deep.equal([]);
    });
  }

  it('the generic error every fault ends in reads in all six languages', async () => {
    const texts = new Set<string>();
    for (const language of LANGUAGES) {
      await setLanguage(language);
      await loadNamespaces('error');
      const text = translate('error', 'code.1000');
      expect(text, language).to.not.equal('code.1000');
      texts.add(text);
    }
    await setLanguage('en');
    expect(texts.size).to.equal(LANGUAGES.length);
  });
});

describe('fault injection: the session under concurrent refusals', () => {
  const REFRESH = 'GET web/login/refresh';
  let stopRouting = () => {};
  const original = location.href;

  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 'OLD', refreshToken: 'R1' }, 'admin@example.com');
  });
  afterEach(() => {
    stopRouting();
    resetFetch();
    resetApiTimings();
    history.replaceState(null, '', original);
  });

  it('10 concurrent 401s cause exactly one refresh, and all 10 calls succeed with the new token', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({ [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }) });
    const bearers: (string | null)[] = [];
    setFetch(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.includes('login/refresh')) {
        await held;
        return server.fetch(request);
      }
      bearers.push(request.headers.get('authorization'));
      return request.headers.get('authorization') === 'Bearer NEW'
        ? new Response(JSON.stringify({ id: 1 }), { headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 401 });
    });
    const calls = Array.from({ length: 10 }, (_, id) => call('getUser', { path: { id } }));
    // The refresh answers only once every refusal has arrived.
    await waitUntil(() => bearers.length >= 10, 'ten refusals');
    release();
    expect(await Promise.all(calls)).to.have.length(10);
    expect(server.calls(REFRESH)).to.have.length(1);
    expect(bearers.filter((bearer) => bearer === 'Bearer OLD')).to.have.length(10);
    expect(bearers.filter((bearer) => bearer === 'Bearer NEW')).to.have.length(10);
    expect($session.get().sessionToken).to.equal('NEW');
  });

  it('a failed refresh lands on login with the session stores cleared', async () => {
    history.replaceState(null, '', '/meet/admin/users');
    $sessionChecked.set(true);
    stopRouting = startRouting();
    $me.set({ id: 1, login: 'admin@example.com' } as never);
    // A list on screen, holding a page of the signed-in user's data.
    const server = fakeServer({
      'GET web/admin/users': [
        reply(200, { items: [{ id: 1, email: 'a@example.com' }], total: 1 }),
        reply(401),
      ],
      // The refresh token has expired too.
      [REFRESH]: reply(401),
    });
    setFetch(server.fetch);
    const hide = users.show();
    const stop = users.$list.listen(() => {});
    try {
      await waitUntil(() => users.$list.get().state === 'ready', 'the list loaded');
      await Promise.allSettled(Array.from({ length: 10 }, () => call('listUsers', { query: { page: 1 } })));
      expect(server.calls(REFRESH)).to.have.length(1);
      await waitUntil(() => $route.get()?.name === 'login', `route ${$route.get()?.name}`);
      expect($session.get()).to.deep.equal({ sessionToken: '', refreshToken: '', username: '' });
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal(null);
      expect(localStorage.getItem(STORAGE_KEYS.username)).to.equal(null);
      expect($me.get()).to.equal(null);
      expect(users.$list.get().items).to.deep.equal([]);
      expect($loginRequired.get()).to.equal(true);
    } finally {
      stop();
      hide();
    }
  });
});
