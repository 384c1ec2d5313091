// Single sign-on through OpenID Connect: the relying party of the server against the demo OpenID Provider.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SSO_USERNAME } from '../../src/core/constants';
import { readSettings, writeSettings } from '../lib/settings';
import { userByEmail } from '../lib/users';
import { PENDING_ACCOUNT } from '../seed/index';
import { Browser, type Step } from '../test/browser';
import { startTestServer, TestClient, USER } from '../test/helpers';
import { assertTokenSignsInOnce, ssoLogin } from '../test/sso-support';
import { accountFor } from './accounts';
import { isReturnAddress } from './index';
import { OIDC_CALLBACK_PATH, OIDC_DISCOVERY_PATH, OIDC_START_PATH } from './paths';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

describe('single sign-on through OpenID Connect', () => {
  let server: Server;
  let returnUri: string;
  before(async () => {
    server = await startTestServer();
    returnUri = `${server.url}/meet/sso`;
  });
  after(() => server.close());

  const startUrl = (state = 'S1') =>
    `${server.url}${OIDC_START_PATH}?${new URLSearchParams({ redirect_uri: returnUri, state })}`;
  const backHome = (next: string) => next.startsWith(returnUri);

  /** Opens the SSO window up to the provider's sign-in page. */
  async function openSignIn(browser = new Browser(), start = startUrl()): Promise<Step> {
    const page = await browser.walk(start);
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1>Sign in with your company account<\/h1>/);
    return page;
  }

  /** Signs in at the provider and returns where the window comes back to (the application's `sso` route). */
  async function signIn(email: string, password: string, browser = new Browser(), start = startUrl()) {
    const page = await openSignIn(browser, start);
    const posted = await browser.post(new URL(formAction(page.html), server.url).href, {
      email,
      password,
      action: 'signin',
    });
    assert.equal(posted.status, 303, posted.html);
    const end = await browser.walk(posted.location ?? '', backHome);
    return new URL(end.location ?? end.url);
  }

  test('the public settings point the SSO button to the relying party start', async () => {
    const settings = (await new TestClient(server.url).call('GET', 'v1/settings')).body as {
      ssoUrl: string;
      ssoCustomText: string;
    };
    assert.deepEqual([settings.ssoUrl, settings.ssoCustomText], [OIDC_START_PATH, 'Company account']);
  });

  test('the demo provider publishes a discovery document for the code flow with PKCE', async () => {
    const discovery = (await (await fetch(`${server.url}${OIDC_DISCOVERY_PATH}`)).json()) as Record<
      string,
      unknown
    >;
    assert.equal(discovery.issuer, `${server.url}/meet/demo/oidc`);
    assert.deepEqual(discovery.response_types_supported, ['code']);
    assert.ok((discovery.code_challenge_methods_supported as string[]).includes('S256'));
  });

  test('the start sends the browser to the provider with code, PKCE S256, state and nonce', async () => {
    const step = await new Browser().fetch(startUrl());
    assert.equal(step.status, 303);
    const target = new URL(step.location ?? '');
    assert.equal(`${target.origin}${target.pathname}`, `${server.url}/meet/demo/oidc/auth`);
    const params = Object.fromEntries(target.searchParams);
    assert.equal(params.response_type, 'code');
    assert.equal(params.code_challenge_method, 'S256');
    assert.equal(params.redirect_uri, `${server.url}${OIDC_CALLBACK_PATH}`);
    assert.ok(params.state && params.state !== 'S1', 'the provider sees the server state, not the page one');
    assert.ok(params.nonce && params.code_challenge);
  });

  test('the sign-in page is a labelled form without inline script or style', async () => {
    const { html } = await openSignIn();
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
      const page = await fetch(`${server.url}${OIDC_START_PATH}?redirect_uri=${encodeURIComponent(uri)}`, {
        redirect: 'manual',
      });
      assert.equal(page.status, 400, uri);
    }
    assert.equal(isReturnAddress(`${server.url}/meet/sso`, server.url), true);
    assert.equal(isReturnAddress(`http://user:pw@${server.url.slice(7)}/meet/sso`, server.url), false);
  });

  test('a validated ID token signs the user in through POST web/login, once', async () => {
    const back = await signIn(USER.email, USER.password);
    await assertTokenSignsInOnce(server.url, back, returnUri, USER.email);
  });

  test('wrong credentials show the page again with the error, and nothing comes back', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser);
    const action = new URL(formAction(page.html), server.url).href;
    const wrong = await browser.post(action, { email: USER.email, password: 'wrong', action: 'signin' });
    assert.equal(wrong.status, 401);
    assert.match(wrong.html, /role="alert"[^>]*>The e-mail address or password is not correct/);
    assert.match(wrong.html, /value="user@example.com"/, 'the e-mail typed stays');
    const pending = await browser.post(action, {
      email: PENDING_ACCOUNT.email,
      password: 'x',
      action: 'signin',
    });
    assert.equal(pending.status, 401);
  });

  test('cancelling at the provider returns to the application with error=access_denied', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser);
    const posted = await browser.post(new URL(formAction(page.html), server.url).href, { action: 'cancel' });
    const end = await browser.walk(posted.location ?? '', backHome);
    const back = new URL(end.location ?? '');
    assert.deepEqual(
      [back.searchParams.get('error'), back.searchParams.get('state')],
      ['access_denied', 'S1'],
    );
  });

  test('an ID token whose nonce is not the one the server sent is refused', async () => {
    const browser = new Browser();
    const first = await browser.fetch(startUrl());
    const forged = new URL(first.location ?? '');
    forged.searchParams.set('nonce', 'attacker-chosen-nonce');
    const back = await signIn(USER.email, USER.password, browser, forged.href);
    assert.equal(back.searchParams.get('token'), null);
    assert.deepEqual(
      [back.searchParams.get('error'), back.searchParams.get('state')],
      ['server_error', 'S1'],
    );
  });

  test('a callback with a state the server never issued, or already used, is refused', async () => {
    const unknown = await new Browser().fetch(`${server.url}${OIDC_CALLBACK_PATH}?code=x&state=forged`);
    assert.equal(unknown.status, 400);
    const browser = new Browser();
    const page = await openSignIn(browser);
    const posted = await browser.post(new URL(formAction(page.html), server.url).href, {
      email: USER.email,
      password: USER.password,
      action: 'signin',
    });
    const callback = (await browser.walk(posted.location ?? '', (next) => next.includes(OIDC_CALLBACK_PATH)))
      .location;
    assert.equal((await browser.fetch(callback ?? '')).status, 303);
    assert.equal((await browser.fetch(callback ?? '')).status, 400, 'a replayed answer is refused');
  });

  test('an unreachable discovery document sends the window back with an error, not a hang', async () => {
    const { db } = server.context;
    const settings = readSettings(db, 'authentication');
    writeSettings(db, 'authentication', {
      ...settings,
      sso: { ...settings.sso, configEndpoint: 'http://127.0.0.1:9/.well-known/openid-configuration' },
    });
    try {
      const step = await new Browser().fetch(startUrl());
      const back = new URL(step.location ?? '');
      assert.deepEqual(
        [back.searchParams.get('error'), back.searchParams.get('state')],
        ['temporarily_unavailable', 'S1'],
      );
    } finally {
      writeSettings(db, 'authentication', settings);
    }
  });

  test('a person new to the server is created on first sign-in with source SSO, when registration is open', () => {
    const { db } = server.context;
    const created = accountFor(
      db,
      { email: 'new.person@example.org', firstName: 'New', lastName: 'Person' },
      'SSO',
    );
    assert.deepEqual([created?.source, created?.first_name, created?.password_hash], ['SSO', 'New', null]);
    const accounts = readSettings(db, 'accounts');
    writeSettings(db, 'accounts', { ...accounts, freeRegistration: false });
    try {
      assert.equal(accountFor(db, { email: 'other.person@example.org' }, 'SSO'), undefined);
      assert.equal(userByEmail(db, 'other.person@example.org'), undefined);
    } finally {
      writeSettings(db, 'accounts', accounts);
    }
  });

  test('an SSO session refreshes under the SSO user name; an ordinary one does not', async () => {
    const client = new TestClient(server.url);
    await client.open();
    const token = (await signIn(USER.email, USER.password)).searchParams.get('token') ?? '';
    const { refreshToken } = (await ssoLogin(client, token)).body as { refreshToken: string };
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
