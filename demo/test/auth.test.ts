// The authentication rules: re-hashing, token rotation and family revocation, captcha, XSRF, roles, rate limit.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { clientHash } from '../auth/passwords';
import { PENDING_ACCOUNT } from '../seed/index';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('authentication rules', () => {
  let server: Server;
  before(async () => {
    server = await startTestServer({ sessionTtlMs: 1500 });
  });
  after(() => server.close());

  test('the server never stores what the client sends: it stores its own salted scrypt of it', async () => {
    const client = new TestClient(server.url);
    assert.equal((await client.signIn(USER.email, USER.password)).status, 200);
    const sent = clientHash(USER.password, USER.email);
    const stored = server.context.db
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .pluck()
      .get(USER.email) as string;
    assert.match(stored, /^scrypt\$16384\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.ok(!stored.includes(sent.slice(11)), 'the stored hash contains the received hash');
    assert.notEqual(stored, sent);
  });

  test('an API call without a valid session answers 401 with code 1014', async () => {
    const client = new TestClient(server.url);
    await client.open();
    const answer = await client.call('GET', 'web/users/me');
    assert.equal(answer.status, 401);
    assert.equal(codeOf(answer), 1014);
  });

  test('session tokens are short-lived', async () => {
    const client = new TestClient(server.url);
    await client.signIn(MANAGER.email, MANAGER.password);
    assert.equal((await client.call('GET', 'web/users/me')).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    assert.equal((await client.call('GET', 'web/users/me')).status, 401);
  });

  test('every refresh answers a new pair: both tokens rotate', async () => {
    const client = new TestClient(server.url);
    await client.signIn(USER.email, USER.password);
    const first = client.refreshToken;
    const answer = await client.call('GET', 'web/login/refresh', {
      headers: { username: USER.email, refreshToken: first },
      anonymous: true,
    });
    assert.equal(answer.status, 200);
    const pair = answer.body as { sessionToken: string; refreshToken: string };
    assert.notEqual(pair.refreshToken, first);
    assert.notEqual(pair.sessionToken, client.sessionToken);
    client.sessionToken = pair.sessionToken;
    assert.equal((await client.call('GET', 'web/users/me')).status, 200);
  });

  test('a refresh token spent less than the reuse interval ago answers another pair of its sign-in', async () => {
    const client = new TestClient(server.url);
    await client.signIn(USER.email, USER.password);
    const headers = { username: USER.email, refreshToken: client.refreshToken };
    // The first answer is lost (the page was reloaded while it was on its way): the page presents the token again.
    const lost = await client.call('GET', 'web/login/refresh', { headers, anonymous: true });
    assert.equal(lost.status, 200);
    const again = await client.call('GET', 'web/login/refresh', { headers, anonymous: true });
    assert.equal(again.status, 200);
    const pair = again.body as { sessionToken: string; refreshToken: string };
    assert.notEqual(pair.refreshToken, (lost.body as { refreshToken: string }).refreshToken);
    client.sessionToken = pair.sessionToken;
    assert.equal((await client.call('GET', 'web/users/me')).status, 200);
    const next = await client.call('GET', 'web/login/refresh', {
      headers: { username: USER.email, refreshToken: pair.refreshToken },
      anonymous: true,
    });
    assert.equal(next.status, 200, 'the sign-in goes on');
  });

  test('reusing a refresh token spent longer ago than the reuse interval revokes the whole family', async () => {
    const client = new TestClient(server.url);
    await client.signIn(USER.email, USER.password);
    const spent = client.refreshToken;
    const headers = { username: USER.email, refreshToken: spent };
    const rotated = (await client.call('GET', 'web/login/refresh', { headers, anonymous: true })).body as {
      sessionToken: string;
      refreshToken: string;
    };
    // Spent 31 seconds ago (the interval is 30).
    const hash = createHash('sha256').update(spent).digest('hex');
    server.context.db
      .prepare('UPDATE refresh_tokens SET spent = spent - 31000 WHERE token_hash = ?')
      .run(hash);
    const replay = await client.call('GET', 'web/login/refresh', { headers, anonymous: true });
    assert.equal(replay.status, 401);
    client.sessionToken = rotated.sessionToken;
    assert.equal(
      (await client.call('GET', 'web/users/me')).status,
      401,
      'the session of the family still works',
    );
    const next = await client.call('GET', 'web/login/refresh', {
      headers: { username: USER.email, refreshToken: rotated.refreshToken },
      anonymous: true,
    });
    assert.equal(next.status, 401, 'the refresh token of the family still works');
  });

  test('a refresh token only works for its own user', async () => {
    const client = new TestClient(server.url);
    await client.signIn(USER.email, USER.password);
    const answer = await client.call('GET', 'web/login/refresh', {
      headers: { username: ADMIN.email, refreshToken: client.refreshToken },
      anonymous: true,
    });
    assert.equal(answer.status, 401);
  });

  test('three failed logins require a captcha (1011); a wrong captcha is 1029; the right one lets the user in', async () => {
    const client = new TestClient(server.url);
    const login = 'manager@example.com';
    assert.equal(codeOf(await client.signIn(login, 'wrong-1')), 1014);
    assert.equal(codeOf(await client.signIn(login, 'wrong-2')), 1014);
    assert.equal(codeOf(await client.signIn(login, 'wrong-3')), 1011);
    assert.equal(
      codeOf(await client.signIn(login, MANAGER.password)),
      1011,
      'the right password without a captcha',
    );
    const captcha = (await client.call('GET', 'web/captcha', { query: { login } })).body as {
      challenge: string;
      captchaImageBase64: string;
    };
    const image = Buffer.from(captcha.captchaImageBase64, 'base64');
    assert.equal(image.subarray(1, 4).toString(), 'PNG');
    const answer = server.context.captchas.answerOf(captcha.challenge) ?? '';
    assert.ok(!image.toString('latin1').includes(answer), 'the answer is drawn, not written');
    assert.equal(
      codeOf(
        await client.signIn(login, MANAGER.password, { challenge: captcha.challenge, captcha: 'WRONG' }),
      ),
      1029,
    );
    const again = (await client.call('GET', 'web/captcha', { query: { login } })).body as {
      challenge: string;
    };
    const value = server.context.captchas.answerOf(again.challenge) ?? '';
    const ok = await client.signIn(login, MANAGER.password, {
      challenge: again.challenge,
      captcha: value.toLowerCase(),
    });
    assert.equal(ok.status, 200);
    assert.equal(
      (await new TestClient(server.url).signIn(login, MANAGER.password)).status,
      200,
      'success resets the count',
    );
  });

  test('a mutating call without the XSRF header is rejected with 403, code 1002', async () => {
    const client = new TestClient(server.url);
    await client.signIn(ADMIN.email, ADMIN.password);
    const body = { name: 'XSRF probe' };
    const missing = await client.call('POST', 'web/admin/tags', { json: body, noXsrf: true });
    assert.equal(missing.status, 403);
    assert.equal(codeOf(missing), 1002);
    const wrong = await client.call('POST', 'web/admin/tags', {
      json: body,
      noXsrf: true,
      headers: { 'x-xsrf-token': 'forged' },
    });
    assert.equal(wrong.status, 403);
    assert.equal((await client.call('POST', 'web/admin/tags', { json: body })).status, 201);
  });

  test('roles are enforced on administration endpoints (1005)', async () => {
    const user = new TestClient(server.url);
    await user.signIn(USER.email, USER.password);
    const denied = await user.call('GET', 'web/admin/users');
    assert.equal(denied.status, 403);
    assert.equal(codeOf(denied), 1005);
    const manager = new TestClient(server.url);
    await manager.signIn(MANAGER.email, MANAGER.password);
    assert.equal((await manager.call('GET', 'web/admin/users')).status, 200);
    assert.equal(codeOf(await manager.call('GET', 'web/admin/organizations')), 1005);
    assert.equal(codeOf(await manager.call('GET', 'web/admin/settings/general')), 1005);
    const grant = await manager.call('POST', 'web/admin/users', {
      json: {
        email: 'root2@example.org',
        firstName: 'Root',
        lastName: 'Two',
        language: 'en',
        roles: ['systemAdmin'],
      },
    });
    assert.equal(codeOf(grant), 1005, 'a user manager cannot create a system administrator');
  });

  test('an account not activated cannot sign in (1012)', async () => {
    const answer = await new TestClient(server.url).signIn(PENDING_ACCOUNT.email, 'MeetUser#2026');
    assert.equal(answer.status, 403);
    assert.equal(codeOf(answer), 1012);
  });

  test('logout ends the session', async () => {
    const client = new TestClient(server.url);
    await client.signIn(USER.email, USER.password);
    assert.equal((await client.call('POST', 'web/login/logout')).status, 204);
    assert.equal((await client.call('GET', 'web/users/me')).status, 401);
  });

  test('the public settings say whether passwords go to LDAP as typed (ldapDelegate false in the seed)', async () => {
    const settings = (await new TestClient(server.url).call('GET', 'v1/settings')).body as {
      ldapDelegate: boolean;
    };
    assert.equal(settings.ldapDelegate, false);
  });
});

describe('login rate limit', () => {
  let server: Server;
  before(async () => {
    server = await startTestServer({ loginRateMax: 3 });
  });
  after(() => server.close());

  test('logins are limited per client address: 429, code 1016, with Retry-After', async () => {
    const client = new TestClient(server.url);
    for (let i = 0; i < 3; i++)
      assert.notEqual((await client.signIn(`nobody${i}@example.org`, 'x')).status, 429);
    const limited = await client.signIn(USER.email, USER.password);
    assert.equal(limited.status, 429);
    assert.equal(codeOf(limited), 1016);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });
});
