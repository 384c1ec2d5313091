// Single sign-on through SAML 2.0: the service provider of the server against the demo identity provider,
// and the assertions it must refuse (tampered, unsigned, expired, for another audience, replayed).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { SSO_USERNAME } from '../../src/core/constants';
import { readSettings, writeSettings } from '../lib/settings';
import { Browser } from '../test/browser';
import { ADMIN, startTestServer, TestClient, USER } from '../test/helpers';
import { assertTokenSignsInOnce, ssoLogin } from '../test/sso-support';
import { type AssertionModel, samlResponse } from './assertion';
import { DEMO_KEYS, serviceKey } from './keys';
import {
  DEMO_IDP_ENTITY_ID,
  DEMO_IDP_PATH,
  DEMO_SP,
  SAML_ACS_PATH,
  SAML_METADATA_PATH,
  SAML_START_PATH,
} from './paths';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))) ?? '';
const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

describe('single sign-on through SAML 2.0', () => {
  let server: Server;
  let returnUri: string;
  let acs: string;
  before(async () => {
    server = await startTestServer();
    returnUri = `${server.url}/meet/sso`;
    acs = `${server.url}${SAML_ACS_PATH}`;
    const settings = readSettings(server.context.db, 'authentication');
    writeSettings(server.context.db, 'authentication', {
      ...settings,
      saml: { ...settings.saml, enabled: true },
    });
  });
  after(() => server.close());

  const startUrl = (state = 'S1') =>
    `${server.url}${SAML_START_PATH}?${new URLSearchParams({ redirect_uri: returnUri, state })}`;

  /** Starts a sign-on: the redirect to the identity provider, its AuthnRequest (XML) and relay state. */
  async function start(browser = new Browser()) {
    const step = await browser.fetch(startUrl());
    assert.equal(step.status, 303, step.html);
    const target = new URL(step.location ?? '');
    const xml = inflateRawSync(
      Buffer.from(target.searchParams.get('SAMLRequest') ?? '', 'base64'),
    ).toString();
    const requestId = /\sID="([^"]+)"/.exec(xml)?.[1] ?? '';
    return { target, xml, requestId, relayState: target.searchParams.get('RelayState') ?? '' };
  }

  /** Posts a Response to the service provider as the browser would; where the window goes next. */
  async function post(response: string, relayState: string) {
    const step = await new Browser().post(acs, {
      SAMLResponse: Buffer.from(response).toString('base64'),
      RelayState: relayState,
    });
    return { status: step.status, back: step.location ? new URL(step.location) : undefined };
  }

  /** A Response of the demo identity provider to a started sign-on, with changes. */
  const response = (requestId: string, changes: Partial<AssertionModel> = {}) =>
    samlResponse({
      issuer: DEMO_IDP_ENTITY_ID,
      audience: DEMO_SP.entityId,
      destination: acs,
      inResponseTo: requestId,
      email: USER.email,
      firstName: 'Uma',
      lastName: 'User',
      privateKey: DEMO_KEYS.idpPrivateKey,
      certificate: DEMO_KEYS.idpCertificate,
      ...changes,
    });

  /** Signs in at the demo identity provider through its pages; the address the window comes back to. */
  async function signIn(email: string, password: string, action = 'signin') {
    const browser = new Browser();
    const { target } = await start(browser);
    const page = await browser.fetch(target.href);
    assert.equal(page.status, 200, page.html);
    assert.match(page.html, /<h1>Sign in with your company account<\/h1>/);
    const posted = await browser.post(new URL(formAction(page.html), server.url).href, {
      email,
      password,
      action,
    });
    assert.equal(posted.status, 200, posted.html);
    assert.equal(formAction(posted.html), acs);
    const back = await browser.post(acs, {
      SAMLResponse: field(posted.html, 'SAMLResponse'),
      RelayState: field(posted.html, 'RelayState'),
    });
    assert.equal(back.status, 303, back.html);
    return new URL(back.location ?? '');
  }

  test('with SAML enabled the SSO button starts SAML; without, OpenID Connect', async () => {
    const ssoUrl = async () =>
      ((await new TestClient(server.url).call('GET', 'v1/settings')).body as { ssoUrl: string }).ssoUrl;
    assert.equal(await ssoUrl(), SAML_START_PATH);
    const { db } = server.context;
    const settings = readSettings(db, 'authentication');
    writeSettings(db, 'authentication', { ...settings, saml: { ...settings.saml, enabled: false } });
    try {
      assert.equal(await ssoUrl(), '/meet/auth/oidc/start');
    } finally {
      writeSettings(db, 'authentication', settings);
    }
  });

  test("the start sends a signed AuthnRequest of the settings' entity id to the identity provider", async () => {
    const { target, xml } = await start();
    assert.equal(`${target.origin}${target.pathname}`, `${server.url}${DEMO_IDP_PATH}`);
    assert.equal(target.searchParams.get('SigAlg'), 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    assert.ok(target.searchParams.get('Signature'));
    assert.match(xml, new RegExp(`<saml:Issuer[^>]*>${DEMO_SP.entityId}</saml:Issuer>`));
    assert.match(xml, new RegExp(`AssertionConsumerServiceURL="${acs}"`));
  });

  test("the identity provider refuses an AuthnRequest whose signature is not the service provider's", async () => {
    const { target } = await start();
    const forged = new URL(target.href);
    forged.searchParams.set('RelayState', 'changed');
    assert.equal((await new Browser().fetch(forged.href)).status, 400);
  });

  test('a signed assertion signs the user in through POST web/login, once', async () => {
    const back = await signIn(USER.email, USER.password);
    await assertTokenSignsInOnce(server.url, back, returnUri, USER.email);
  });

  test('cancelling at the identity provider returns with error=access_denied', async () => {
    const back = await signIn('', '', 'cancel');
    assert.deepEqual(
      [back.searchParams.get('error'), back.searchParams.get('state')],
      ['access_denied', 'S1'],
    );
  });

  const refusals: [string, (requestId: string) => string][] = [
    ['tampered after signing', (id) => response(id).replace(USER.email, ADMIN.email)],
    ['unsigned', (id) => response(id, { unsigned: true })],
    ['expired', (id) => response(id, { validForMs: -5 * 60_000, now: Date.now() - 10 * 60_000 })],
    ['for another audience', (id) => response(id, { audience: 'another-service-provider' })],
    ['from another issuer', (id) => response(id, { issuer: 'urn:someone-else' })],
    ['signed by another key', (id) => response(id, serviceKeyPair())],
    ['answering another request', () => response('_a-request-never-sent')],
  ];
  const serviceKeyPair = () => {
    const key = serviceKey(DEMO_KEYS.spP12Base64, DEMO_SP.keyPassword, DEMO_SP.keyAlias);
    return { privateKey: key.privateKey, certificate: key.certificate };
  };
  for (const [name, forge] of refusals) {
    test(`an assertion ${name} is refused: no token, the window told it failed`, async () => {
      const { requestId, relayState } = await start();
      const { status, back } = await post(forge(requestId), relayState);
      assert.equal(status, 303);
      assert.equal(back?.searchParams.get('token'), null);
      assert.deepEqual(
        [back?.searchParams.get('error'), back?.searchParams.get('state')],
        ['server_error', 'S1'],
      );
    });
  }

  test('a replayed assertion is refused, with its relay state or under a new sign-on', async () => {
    const { requestId, relayState } = await start();
    const signed = response(requestId);
    const first = await post(signed, relayState);
    assert.ok(first.back?.searchParams.get('token'), 'the first answer signs in');
    assert.equal((await post(signed, relayState)).status, 400, 'its relay state is used up');
    const other = await start();
    const again = await post(signed, other.relayState);
    assert.equal(again.back?.searchParams.get('token'), null);
    assert.equal(again.back?.searchParams.get('error'), 'server_error');
  });

  test('the session renews for the remember-me days; 0 disables the remember-me', async () => {
    const { db } = server.context;
    const settings = readSettings(db, 'authentication');
    const refreshAfterSignIn = async () => {
      const client = new TestClient(server.url);
      await client.open();
      const token = (await signIn(USER.email, USER.password)).searchParams.get('token') ?? '';
      const { refreshToken } = (await ssoLogin(client, token)).body as { refreshToken: string };
      const renewed = await client.call('GET', 'web/login/refresh', {
        headers: { username: SSO_USERNAME, refreshToken },
        anonymous: true,
      });
      return renewed.status;
    };
    assert.equal(await refreshAfterSignIn(), 200);
    writeSettings(db, 'authentication', { ...settings, saml: { ...settings.saml, rememberMeDays: 0 } });
    try {
      assert.equal(await refreshAfterSignIn(), 401);
    } finally {
      writeSettings(db, 'authentication', settings);
    }
  });

  test('the metadata names the entity id, the assertion consumer service and the signing certificate', async () => {
    const answer = await fetch(`${server.url}${SAML_METADATA_PATH}`);
    const xml = await answer.text();
    assert.equal(answer.status, 200);
    assert.match(xml, new RegExp(`entityID="${DEMO_SP.entityId}"`));
    assert.match(xml, new RegExp(`Location="${acs}"`));
    assert.match(xml, /<ds:X509Certificate>|<X509Certificate>/);
  });
});
