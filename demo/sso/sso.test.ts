// The demo identity provider: its page, its one-time tokens, and the SSO login and refresh they open.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SSO_USERNAME } from '../../src/core/constants';
import { PENDING_ACCOUNT } from '../seed/index';
import { startTestServer, TestClient, USER } from '../test/helpers';
import { isReturnAddress } from './index';
import { SSO_AUTHORIZE_PATH } from './page';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('demo identity provider', () => {
  let server: Server;
  let returnUri: string;
  before(async () => {
    server = await startTestServer();
    returnUri = `${server.url}/meet/sso`;
  });
  after(() => server.close());

  /** Opens the sign-in page like a browser: its XSRF cookie and the form's hidden xsrf field. */
  async function openPage(state = 'S1') {
    const url = `${server.url}${SSO_AUTHORIZE_PATH}?${new URLSearchParams({ redirect_uri: returnUri, state })}`;
    const page = await fetch(url);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
    return { status: page.status, html, cookie, xsrf };
  }

  async function post(fields: Record<string, string>, cookie: string) {
    return fetch(`${server.url}${SSO_AUTHORIZE_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${cookie}` },
      body: new URLSearchParams({ redirect_uri: returnUri, state: 'S1', ...fields }).toString(),
    });
  }

  async function tokenFor(email: string, password: string): Promise<string> {
    const { cookie, xsrf } = await openPage();
    const answer = await post({ email, password, xsrf, action: 'signin' }, cookie);
    assert.equal(answer.status, 303);
    const location = new URL(answer.headers.get('location') ?? '');
    assert.equal(`${location.origin}${location.pathname}`, returnUri);
    assert.equal(location.searchParams.get('state'), 'S1');
    return location.searchParams.get('token') ?? '';
  }

  test('the public settings point the SSO button to the sign-in page', async () => {
    const client = new TestClient(server.url);
    const settings = (await client.call('GET', 'v1/settings')).body as {
      ssoUrl: string;
      ssoCustomText: string;
    };
    assert.equal(settings.ssoUrl, SSO_AUTHORIZE_PATH);
    assert.equal(settings.ssoCustomText, 'Company account');
  });

  test('the page is a labelled form without inline script or style', async () => {
    const { status, html } = await openPage();
    assert.equal(status, 200);
    assert.match(html, /<label for="email">/);
    assert.match(html, /<label for="password">/);
    assert.doesNotMatch(html, /<script|style=|<style/);
  });

  test('it only ever sends tokens back to the application on the same server', async () => {
    for (const uri of [
      'https://evil.example/meet/sso',
      `${server.url}/meet/dashboard`,
      '//evil.example/meet/sso',
    ]) {
      const page = await fetch(`${server.url}${SSO_AUTHORIZE_PATH}?redirect_uri=${encodeURIComponent(uri)}`);
      assert.equal(page.status, 400, uri);
    }
    assert.equal(isReturnAddress(`${server.url}/meet/sso`, server.url), true);
    assert.equal(isReturnAddress(`http://user:pw@${server.url.slice(7)}/meet/sso`, server.url), false);
  });

  test('a form posted without the page XSRF token is refused', async () => {
    const { cookie } = await openPage();
    const answer = await post(
      { email: USER.email, password: USER.password, xsrf: 'forged', action: 'signin' },
      cookie,
    );
    assert.equal(answer.status, 403);
  });

  test('wrong credentials show the page again with the error, and no token', async () => {
    const { cookie, xsrf } = await openPage();
    const answer = await post({ email: USER.email, password: 'wrong', xsrf, action: 'signin' }, cookie);
    assert.equal(answer.status, 401);
    assert.match(await answer.text(), /role="alert"[^>]*>The e-mail address or password is not correct/);
    const pending = await post(
      { email: PENDING_ACCOUNT.email, password: 'x', xsrf, action: 'signin' },
      cookie,
    );
    assert.equal(pending.status, 401);
  });

  test('cancelling returns to the application with error=access_denied', async () => {
    const { cookie, xsrf } = await openPage();
    const answer = await post({ xsrf, action: 'cancel' }, cookie);
    assert.equal(answer.status, 303);
    const location = new URL(answer.headers.get('location') ?? '');
    assert.deepEqual(
      [location.searchParams.get('error'), location.searchParams.get('state')],
      ['access_denied', 'S1'],
    );
  });

  test('POST web/login with the SSO user name and the token signs the mapped user in, once', async () => {
    const token = await tokenFor(USER.email, USER.password);
    const client = new TestClient(server.url);
    await client.open();
    const login = await client.call('POST', 'web/login', {
      json: { username: SSO_USERNAME, password: token },
      anonymous: true,
    });
    assert.equal(login.status, 200);
    client.sessionToken = (login.body as { sessionToken: string }).sessionToken;
    assert.equal(((await client.call('GET', 'web/users/me')).body as { email: string }).email, USER.email);
    const again = await client.call('POST', 'web/login', {
      json: { username: SSO_USERNAME, password: token },
      anonymous: true,
    });
    assert.deepEqual([again.status, codeOf(again)], [401, 1015]);
  });

  test('an unknown token answers 401 code 1015', async () => {
    const client = new TestClient(server.url);
    await client.open();
    const answer = await client.call('POST', 'web/login', {
      json: { username: SSO_USERNAME, password: 'nope' },
      anonymous: true,
    });
    assert.deepEqual([answer.status, codeOf(answer)], [401, 1015]);
  });

  test('an SSO session refreshes under the SSO user name; an ordinary one does not', async () => {
    const client = new TestClient(server.url);
    await client.open();
    const token = await tokenFor(USER.email, USER.password);
    const login = await client.call('POST', 'web/login', {
      json: { username: SSO_USERNAME, password: token },
      anonymous: true,
    });
    const { refreshToken } = login.body as { refreshToken: string };
    const refresh = (username: string, value: string) =>
      client.call('GET', 'web/login/refresh', {
        headers: { username, refreshToken: value },
        anonymous: true,
      });
    const renewed = await refresh(SSO_USERNAME, refreshToken);
    assert.equal(renewed.status, 200);
    const next = (renewed.body as { refreshToken: string }).refreshToken;
    assert.equal((await refresh(SSO_USERNAME, next)).status, 200, 'the renewed token stays an SSO one');
    const ordinary = new TestClient(server.url);
    await ordinary.signIn(USER.email, USER.password);
    assert.equal((await refresh(SSO_USERNAME, ordinary.refreshToken)).status, 401);
  });
});
