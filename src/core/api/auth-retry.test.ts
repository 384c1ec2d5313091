import { expect } from '@open-wc/testing';
import { fakeServer, type Reply, reply, resetForTest } from '../../../tests/support/fake-server';
import { $loginRequired } from '../stores/login-required';
import { $session, $signedIn, startSession } from '../stores/session';
import { STORAGE_KEYS } from '../stores/storage';
import { ApiError } from './errors';
import { request } from './request';
import { resetApiTimings, resetFetch, setApiTimings, setFetch } from './transport';

const REFRESH = 'GET web/login/refresh';
/** The contract's answer to an expired, unknown or revoked session token. */
const EXPIRED = { exception: { code: 1014 } };

/** 401 unless the call carries the bearer `token`. */
function onlyWith(token: string, body: unknown): Reply {
  return (r) => (r.headers.get('authorization') === `Bearer ${token}` ? reply(200, body) : reply(401));
}

describe('API client: a refused session and the token refresh', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 'OLD', refreshToken: 'R1' }, 'alice');
  });
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('401 -> refresh -> one retry with the new token', async () => {
    const server = fakeServer({
      'GET web/users/me': onlyWith('NEW', { email: 'alice@example.com' }),
      [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
    });
    setFetch(server.fetch);
    expect(await request('web/users/me')).to.deep.equal({ email: 'alice@example.com' });
    const [refresh] = server.calls(REFRESH);
    expect(refresh?.headers.get('username')).to.equal('alice');
    expect(refresh?.headers.get('refreshToken')).to.equal('R1');
    expect(server.seen.map((s) => s.headers.get('authorization'))).to.deep.equal([
      'Bearer OLD',
      null,
      'Bearer NEW',
    ]);
    expect($session.get()).to.deep.equal({ sessionToken: 'NEW', refreshToken: 'R2', username: 'alice' });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal('R2');
  });

  it('a write refused for an expired session (401 code 1014) is refreshed and sent once more, after the retry delay', async () => {
    setApiTimings({ authRetryDelayMs: 60 });
    const server = fakeServer({
      'POST web/thing': [reply(401, EXPIRED), reply(200, { done: true })],
      [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
    });
    setFetch(server.fetch);
    const started = performance.now();
    expect(await request('web/thing', { method: 'post', json: { a: 1 } })).to.deep.equal({ done: true });
    expect(performance.now() - started).to.be.at.least(55);
    expect(server.calls('POST web/thing').map((s) => s.body)).to.deep.equal([{ a: 1 }, { a: 1 }]);
  });

  it('a refused write is never sent again: a 403 (roles, authority) is the caller’s error, with no refresh', async () => {
    for (const method of ['post', 'patch', 'put', 'delete'] as const) {
      const server = fakeServer({
        [`${method.toUpperCase()} web/admin/users/1`]: reply(403, { exception: { code: 1005 } }),
        [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
      });
      setFetch(server.fetch);
      const error = await request('web/admin/users/1', { method, json: { roles: ['administrator'] } }).catch(
        (e: unknown) => e,
      );
      expect((error as ApiError).code, method).to.equal(1005);
      expect(server.calls(`${method.toUpperCase()} web/admin/users/1`), method).to.have.length(1);
      expect(server.calls(REFRESH), method).to.have.length(0);
      expect($session.get().sessionToken, method).to.equal('OLD');
      expect($loginRequired.get(), method).to.equal(false);
    }
  });

  it('a POST or PATCH refused with a 401 of another code, or none, is not sent again', async () => {
    for (const [method, answer] of [
      ['post', reply(401)],
      ['patch', reply(401)],
      ['post', reply(401, { exception: { code: 1011 } })],
    ] as const) {
      const server = fakeServer({
        [`${method.toUpperCase()} web/thing`]: [answer, reply(200, { done: true })],
        [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
      });
      setFetch(server.fetch);
      const error = await request('web/thing', { method, json: { a: 1 } }).catch((e: unknown) => e);
      expect((error as ApiError).status, method).to.equal(401);
      expect(server.calls(`${method.toUpperCase()} web/thing`), method).to.have.length(1);
      expect(server.calls(REFRESH), method).to.have.length(0);
    }
  });

  it('a read refused with a 401 without code (a proxy) is refreshed and sent once more', async () => {
    const server = fakeServer({
      'GET web/users/me': [reply(401), reply(200, 'me')],
      [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
    });
    setFetch(server.fetch);
    expect(await request('web/users/me')).to.equal('me');
    expect(server.calls(REFRESH)).to.have.length(1);
  });

  it('retries only once: a second 401 is the caller’s error', async () => {
    const server = fakeServer({
      'GET web/admin': reply(401),
      [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
    });
    setFetch(server.fetch);
    const error = await request('web/admin').catch((e: unknown) => e);
    expect((error as ApiError).status).to.equal(401);
    expect(server.calls('GET web/admin')).to.have.length(2);
    expect(server.calls(REFRESH)).to.have.length(1);
    expect($signedIn.get()).to.equal(true);
  });

  it('three concurrent 401s -> exactly one refresh call and all three retried', async () => {
    let release = () => {};
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({
      'GET web/a': onlyWith('NEW', 'a'),
      'GET web/b': onlyWith('NEW', 'b'),
      'GET web/c': onlyWith('NEW', 'c'),
      [REFRESH]: reply(200, { sessionToken: 'NEW', refreshToken: 'R2' }),
    });
    // The refresh answers only once all three refusals have arrived.
    const slowRefresh: typeof server.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('login/refresh')) await refreshed;
      return server.fetch(input, init);
    };
    setFetch(slowRefresh);
    const all = Promise.all([request('web/a'), request('web/b'), request('web/c')]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    expect(await all).to.deep.equal(['a', 'b', 'c']);
    expect(server.calls(REFRESH)).to.have.length(1);
    for (const path of ['web/a', 'web/b', 'web/c']) {
      expect(server.calls(`GET ${path}`).map((s) => s.headers.get('authorization'))).to.deep.equal([
        'Bearer OLD',
        'Bearer NEW',
      ]);
    }
  });

  it('a refusal that arrives after another call renewed the token retries without a second refresh', async () => {
    const server = fakeServer({
      'GET web/b': [reply(401), reply(200, 'b')],
      [REFRESH]: reply(200, { sessionToken: 'NEWER', refreshToken: 'R3' }),
    });
    setFetch(server.fetch);
    const late = request('web/b');
    // Another call's refresh lands while this one, sent with OLD, is on its way.
    $session.setKey('sessionToken', 'NEW');
    expect(await late).to.equal('b');
    expect(server.calls(REFRESH)).to.have.length(0);
    expect(server.seen.map((s) => s.headers.get('authorization'))).to.deep.equal([
      'Bearer OLD',
      'Bearer NEW',
    ]);
  });

  it('refresh failure clears the session, the storage, and signals login', async () => {
    const server = fakeServer({ 'GET web/users/me': reply(401), [REFRESH]: reply(401) });
    setFetch(server.fetch);
    const error = await request('web/users/me').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(401);
    expect($signedIn.get()).to.equal(false);
    expect($session.get()).to.deep.equal({ sessionToken: '', refreshToken: '', username: '' });
    expect(localStorage.getItem(STORAGE_KEYS.username)).to.equal(null);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal(null);
    expect($loginRequired.get()).to.equal(true);
    expect(server.calls('GET web/users/me')).to.have.length(1);
  });

  it('a call that finds a refresh running gives up after the wait loop and signals login', async () => {
    setApiTimings({ refreshWaitTries: 4, refreshWaitMs: 10, timeoutMs: 1000 });
    const server = fakeServer({ 'GET web/a': reply(401), 'GET web/b': reply(401), [REFRESH]: 'hang' });
    setFetch(server.fetch);
    const first = request('web/a').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    const second = await request('web/b').catch((e: unknown) => e);
    expect((second as ApiError).status).to.equal(401);
    expect(performance.now() - started).to.be.at.least(35);
    expect($loginRequired.get()).to.equal(true);
    await first;
  });

  it('a no-auth call (login) never refreshes on 401', async () => {
    const server = fakeServer({ 'POST web/login': reply(401, { exception: { code: 1014 } }) });
    setFetch(server.fetch);
    const error = await request('web/login', { method: 'post', json: {}, auth: false }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).messageKey).to.equal('error.code.1014');
    expect(server.calls(REFRESH)).to.have.length(0);
    expect($signedIn.get()).to.equal(true);
  });
});
