// Input hygiene of the reference server: filter names of the list's own only, integers in plain decimal, the
// router's own errors in the contract's shape with the security headers, no cache of answers with tokens or
// personal data, and reset links that die with the password they reset.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientHash } from '../auth/passwords';
import { loadOperations } from '../contract/openapi';
import { ADMIN, type Answer, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;

function assertErrorShape(answer: Answer, status: number, what: string): void {
  assert.equal(answer.status, status, `${what}: ${answer.text}`);
  assert.equal(codeOf(answer), 1004, what);
  assert.equal(typeof (answer.body as { exception: { message: unknown } }).exception.message, 'string', what);
  assert.match(
    answer.headers.get('content-security-policy') ?? '',
    /default-src/,
    `${what}: security headers`,
  );
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', what);
}

/** 400 code 1022 naming the field, as the settings screen reads it. */
function assertBadSetting(answer: Answer, field: string): void {
  assert.equal(answer.status, 400, `${field}: ${answer.text}`);
  assert.equal(codeOf(answer), 1022, field);
  assert.match(
    (answer.body as { exception: { message: string } }).exception.message,
    new RegExp(`: ${field}$`),
  );
}

describe('input hygiene', () => {
  let server: Server;
  let admin: TestClient;

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  test('a filter named constructor or __proto__ answers 400 code 1004 on every list and export', async () => {
    const first = async (path: string, key: string) => {
      const answer = await admin.call('GET', path, { query: { size: 5 } });
      return String((answer.body as { items: Record<string, unknown>[] }).items[0]?.[key]);
    };
    const ids: Record<string, string> = {
      '/web/admin/tags/{id}': await first('web/admin/tags', 'id'),
      '/web/admin/subscriptions/{uid}': await first('web/admin/subscriptions', 'uid'),
      '/web/admin/meetings/{uid}': await first('web/admin/meetings', 'uid'),
    };
    const filtered = loadOperations().filter(
      (operation) => (operation.querystring?.properties as Record<string, unknown> | undefined)?.filter,
    );
    assert.ok(filtered.length >= 14, 'every list and export of the contract');
    for (const operation of filtered) {
      const path = operation.path.replace(/^(.*)\/\{(\w+)\}/, (whole, base: string, name: string) => {
        const id = ids[`${base}/{${name}}`];
        assert.ok(id, `a seeded id for ${whole}`);
        return `${base}/${id}`;
      });
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const answer = await admin.call('GET', path, { query: { filter: `${name}=1` } });
        assertErrorShape(answer, 400, `${operation.operationId} filter ${name}`);
      }
    }
  });

  test('integers are plain decimal: " 1", "01", "0x10", "1e1" and "+1" answer 400, never another user', async () => {
    for (const id of [' 1', '01', '0x10', '1e1', '+1', '1.0']) {
      const answer = await admin.call('GET', `web/admin/users/${encodeURIComponent(id)}`);
      assertErrorShape(answer, 400, `user id ${JSON.stringify(id)}`);
    }
    for (const size of ['010', '0x10', ' 5']) {
      assertErrorShape(await admin.call('GET', 'web/admin/users', { query: { size } }), 400, `size ${size}`);
    }
    assert.equal((await admin.call('GET', 'web/admin/users/1')).status, 200, 'a plain integer still works');
    assert.equal((await admin.call('GET', 'web/admin/users', { query: { size: '10' } })).status, 200);
  });

  test("the router's errors (bad escape, over-long path parameter) answer the contract's shape with its headers", async () => {
    const badEscape = await admin.call('GET', 'web/admin/users/%E0%A4%A');
    assertErrorShape(badEscape, 400, 'a bad URL escape');
    const long = await admin.call('GET', `web/admin/subscriptions/${'a'.repeat(200)}`);
    assert.ok(long.status >= 400 && long.status < 500, long.text);
    assert.equal(codeOf(long), 1004);
    assert.match(long.headers.get('content-security-policy') ?? '', /default-src/);
  });

  test('answers of the API carry Cache-Control: no-store (tokens, personal data), errors included', async () => {
    const client = new TestClient(server.url);
    const login = await client.signIn(USER.email, USER.password);
    assert.equal(login.headers.get('cache-control'), 'no-store', 'login: tokens');
    const refreshed = await client.call('GET', 'web/login/refresh', {
      headers: { username: USER.email, refreshtoken: client.refreshToken },
      anonymous: true,
    });
    assert.equal(refreshed.status, 200, refreshed.text);
    assert.equal(refreshed.headers.get('cache-control'), 'no-store', 'refresh: tokens');
    for (const path of ['web/users/me', 'web/admin/users']) {
      const answer = await admin.call('GET', path);
      assert.equal(answer.headers.get('cache-control'), 'no-store', path);
    }
    assert.equal((await admin.call('GET', 'web/admin/users/0')).headers.get('cache-control'), 'no-store');
  });

  test('settings URLs are http(s) only; the SSO endpoint https or a path of this origin; nothing stored otherwise', async () => {
    const general = (await admin.call('GET', 'web/admin/settings/general')).body as Record<string, unknown>;
    const auth = (await admin.call('GET', 'web/admin/settings/authentication')).body as {
      ldap: Record<string, unknown>;
      sso: Record<string, unknown>;
    };
    // The settings of a group are written back as they were read, secrets left out (kept).
    const put = (path: string, json: unknown) => admin.call('PUT', `web/admin/settings/${path}`, { json });
    const bad = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      ' https://a.example',
      'vbscript:x',
    ];
    for (const value of bad) {
      for (const field of ['helpUrl', 'supportUrl', 'privacyPolicyUrl']) {
        assertBadSetting(await put('general', { ...general, [field]: value }), field);
      }
      const ldap = { ...auth, ldap: { ...auth.ldap, forgotPasswordUrl: value } };
      assertBadSetting(await put('authentication', ldap), 'ldap.forgotPasswordUrl');
    }
    for (const value of [...bad, 'http://idp.example.org/', '//evil.example.org/x']) {
      const sso = { ...auth, sso: { ...auth.sso, configEndpoint: value } };
      assertBadSetting(await put('authentication', sso), 'sso.configEndpoint');
    }
    assert.deepEqual((await admin.call('GET', 'web/admin/settings/general')).body, general, 'nothing stored');
    const good = await put('general', { ...general, helpUrl: 'http://help.example.org/', supportUrl: '' });
    assert.equal(good.status, 200, good.text);
    const sso = {
      ...auth,
      sso: { ...auth.sso, configEndpoint: 'https://idp.example.org/.well-known/openid-configuration' },
    };
    assert.equal((await put('authentication', sso)).status, 200);
    const path = {
      ...auth,
      sso: { ...auth.sso, configEndpoint: '/meet/demo/sso/.well-known/openid-configuration' },
    };
    assert.equal((await put('authentication', path)).status, 200);
  });

  test('a reset link dies when a newer one is used, and when the password changes', async () => {
    const user = server.context.db.prepare('SELECT id FROM users WHERE email = ?').get(USER.email) as {
      id: number;
    };
    const link = async () => {
      const answer = await admin.call('POST', `web/admin/users/${user.id}/reset-password-link`);
      return new URL((answer.body as { url: string }).url).searchParams.get('uuid') ?? '';
    };
    const visitor = new TestClient(server.url);
    await visitor.open();
    const change = (uuid: string, password: string) =>
      visitor.call('POST', 'web/users/change-password', {
        json: { email: USER.email, uuid, password: clientHash(password, USER.email) },
      });
    const older = await link();
    const newer = await link();
    assert.ok((await change(newer, 'Newer#Pass2026')).status < 300, 'the newer link works');
    const stale = await change(older, 'Older#Pass2026');
    assert.equal(stale.status, 400, `the older link is dead: ${stale.text}`);
    // A link made before the user changes the password on the account page dies too.
    const before = await link();
    const owner = new TestClient(server.url);
    assert.equal((await owner.signIn(USER.email, 'Newer#Pass2026')).status, 200);
    const changed = await owner.call('PATCH', 'web/users/me', {
      json: {
        oldPassword: clientHash('Newer#Pass2026', USER.email),
        newPassword: clientHash(USER.password, USER.email),
      },
    });
    assert.ok(changed.status < 300, changed.text);
    assert.equal((await change(before, 'Before#Pass2026')).status, 400, 'dead after the password change');
    assert.equal((await new TestClient(server.url).signIn(USER.email, USER.password)).status, 200);
  });
});
