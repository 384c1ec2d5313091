import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { $config } from '../config';
import { API_TIMEOUT_MS, XSRF_COOKIE } from '../constants';
import { startSession } from '../stores/session';
import { ApiError } from './errors';
import { type Method, request } from './index';
import { resetApiTimings, resetFetch, setFetch } from './transport';

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

describe('API client', () => {
  beforeEach(resetForTest);
  afterEach(async () => {
    resetFetch();
    resetApiTimings();
    await cookieStore.delete(XSRF_COOKIE);
  });

  it('sends JSON accept and the bearer session token', async () => {
    const server = fakeServer({ 'GET web/users/me': reply(200, { email: 'a@b.c' }) });
    setFetch(server.fetch);
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice');
    expect(await request('web/users/me')).to.deep.equal({ email: 'a@b.c' });
    const [seen] = server.seen;
    expect(seen?.headers.get('accept')).to.equal('application/json');
    expect(seen?.headers.get('authorization')).to.equal('Bearer S1');
  });

  it('sends no bearer when there is no session token, nor on a no-auth call', async () => {
    const server = fakeServer({ 'GET v1/settings': reply(200, {}) });
    setFetch(server.fetch);
    await request('v1/settings');
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice');
    await request('v1/settings', { auth: false });
    expect(server.seen.map((s) => s.headers.has('authorization'))).to.deep.equal([false, false]);
  });

  it('calls go under /meet/services/json/ by default and under a configured API base', async () => {
    const server = fakeServer({ 'GET v1/settings': reply(200, {}) });
    setFetch(server.fetch);
    await request('v1/settings');
    $config.setKey('apiBase', 'https://meet.example.test/custom/json/');
    await request('v1/settings');
    expect(server.seen.map((s) => s.url)).to.deep.equal([
      `${location.origin}/meet/services/json/v1/settings`,
      'https://meet.example.test/custom/json/v1/settings',
    ]);
  });

  for (const method of ['get', 'put', 'delete', 'head', 'options'] as Method[]) {
    it(`retries 3 times on 503 for ${method.toUpperCase()}`, async () => {
      const key = `${method.toUpperCase()} web/thing`;
      const server = fakeServer({ [key]: reply(503) });
      setFetch(server.fetch);
      const error = await failure(request('web/thing', { method }));
      expect(error.status).to.equal(503);
      expect(server.calls(key)).to.have.length(4);
    });
  }

  it('a retried 500-599 answer that then succeeds answers the success', async () => {
    const server = fakeServer({ 'GET web/thing': [reply(500), reply(599), reply(200, { ok: true })] });
    setFetch(server.fetch);
    expect(await request('web/thing')).to.deep.equal({ ok: true });
    expect(server.seen).to.have.length(3);
  });

  for (const method of ['post', 'patch'] as Method[]) {
    it(`does not retry ${method.toUpperCase()} on 503 nor on a network error`, async () => {
      const key = `${method.toUpperCase()} web/thing`;
      const server = fakeServer({ [key]: [reply(503), new TypeError('Failed to fetch')] });
      setFetch(server.fetch);
      expect((await failure(request('web/thing', { method, json: {} }))).status).to.equal(503);
      expect((await failure(request('web/thing', { method, json: {} }))).kind).to.equal('network');
      expect(server.calls(key)).to.have.length(2);
    });
  }

  it('does not retry a 4xx answer', async () => {
    const server = fakeServer({ 'GET web/thing': reply(404) });
    setFetch(server.fetch);
    expect((await failure(request('web/thing'))).status).to.equal(404);
    expect(server.seen).to.have.length(1);
  });

  it('retries on a network error', async () => {
    const server = fakeServer({ 'GET web/thing': [new TypeError('Failed to fetch'), reply(200, { ok: 1 })] });
    setFetch(server.fetch);
    expect(await request('web/thing')).to.deep.equal({ ok: 1 });
    const down = fakeServer({ 'GET web/thing': new TypeError('Failed to fetch') });
    setFetch(down.fetch);
    const error = await failure(request('web/thing'));
    expect([error.kind, error.status, error.messageKey]).to.deep.equal(['network', 0, 'error.code.1000']);
    expect(down.seen).to.have.length(4);
  });

  it('does not retry on time-out', async () => {
    const server = fakeServer({ 'GET web/slow': 'hang' });
    setFetch(server.fetch);
    const started = performance.now();
    const error = await failure(request('web/slow'));
    expect(error.kind).to.equal('timeout');
    expect(server.seen).to.have.length(1);
    expect(performance.now() - started).to.be.below(API_TIMEOUT_MS);
  });

  it('does not retry a cancelled call', async () => {
    const server = fakeServer({ 'GET web/slow': 'hang' });
    setFetch(server.fetch);
    const controller = new AbortController();
    const call = request('web/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect((await failure(call)).kind).to.equal('aborted');
    expect(server.seen).to.have.length(1);
  });

  it('copies the XSRF-TOKEN cookie to the X-XSRF-TOKEN header', async () => {
    await cookieStore.set(XSRF_COOKIE, encodeURIComponent('x/y=z'));
    const server = fakeServer({ 'POST web/thing': reply(200, {}), 'GET web/thing': reply(200, {}) });
    setFetch(server.fetch);
    await request('web/thing', { method: 'post', json: {} });
    await request('web/thing');
    expect(server.seen.map((s) => s.headers.get('x-xsrf-token'))).to.deep.equal(['x/y=z', 'x/y=z']);
  });

  it('keeps the XSRF cookie from an API base on another origin', async () => {
    await cookieStore.set(XSRF_COOKIE, 'secret');
    $config.setKey('apiBase', 'https://other.example.test/meet/services/json/');
    const server = fakeServer({ 'GET web/thing': reply(200, {}) });
    setFetch(server.fetch);
    await request('web/thing');
    expect(server.seen[0]?.headers.has('x-xsrf-token')).to.equal(false);
  });

  it('an error with exception.code gives the key error.code.{code}', async () => {
    const server = fakeServer({ 'POST web/thing': reply(400, { exception: { code: 1004, message: 'x' } }) });
    setFetch(server.fetch);
    const error = await failure(request('web/thing', { method: 'post', json: {} }));
    expect([error.status, error.code, error.messageKey]).to.deep.equal([400, 1004, 'error.code.1004']);
  });

  it('an error without exception.code gives the generic error.code.1000', async () => {
    const server = fakeServer({ 'POST web/a': reply(400, { message: 'no code' }), 'POST web/b': reply(409) });
    setFetch(server.fetch);
    for (const path of ['web/a', 'web/b']) {
      const error = await failure(request(path, { method: 'post' }));
      expect([error.code, error.messageKey]).to.deep.equal([1000, 'error.code.1000']);
    }
  });

  it('an empty success answers undefined', async () => {
    const server = fakeServer({ 'POST web/login/logout': reply(200) });
    setFetch(server.fetch);
    expect(await request('web/login/logout', { method: 'post' })).to.equal(undefined);
  });
});
