// API clients (settings "API clients": user e-mail, API key): a program calls with X-Api-Key as that user.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiKeyDigest } from '../auth/api-keys';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('API-key authentication', () => {
  let server: Server;
  let admin: TestClient;

  /** Creates a key for a user as the system administrator; answers its id and the key in full. */
  async function keyFor(email: string): Promise<{ id: number; apiKey: string }> {
    const created = await admin.call('POST', 'web/admin/settings/api-clients', { json: { email } });
    assert.equal(created.status, 201, created.text);
    return created.body as { id: number; apiKey: string };
  }

  /** A program without cookie or session: only its key. */
  const program = (key: string) => ({
    call: (method: string, path: string, json?: unknown) =>
      new TestClient(server.url).call(method, path, { json, headers: { 'x-api-key': key } }),
  });

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  test('a request with a valid key in X-Api-Key acts as the key’s user', async () => {
    const { apiKey } = await keyFor(USER.email);
    const me = await program(apiKey).call('GET', 'web/users/me');
    assert.equal(me.status, 200, me.text);
    assert.equal((me.body as { email: string }).email, USER.email);
  });

  test('the key carries its user’s roles: a user manager’s key lists users but not organizations (1005)', async () => {
    const { apiKey } = await keyFor(MANAGER.email);
    assert.equal((await program(apiKey).call('GET', 'web/admin/users')).status, 200);
    const denied = await program(apiKey).call('GET', 'web/admin/organizations');
    assert.equal(denied.status, 403);
    assert.equal(codeOf(denied), 1005);
  });

  test('a program changes data with its key alone: no cookie, so no XSRF header is asked', async () => {
    const { apiKey } = await keyFor(USER.email);
    const profile = { firstName: 'Jordan', lastName: 'Lee-Key', language: 'en', timeZoneId: 'Europe/Paris' };
    const saved = await program(apiKey).call('PATCH', 'web/users/me', profile);
    assert.equal(saved.status, 200, saved.text);
    assert.equal((saved.body as { lastName: string }).lastName, 'Lee-Key');
  });

  test('an unknown key answers 401 with code 1017, even where a session is optional', async () => {
    for (const [method, path] of [
      ['GET', 'web/users/me'],
      ['POST', 'web/login/logout'],
    ] as const) {
      const answer = await program('meet_0000000000000000000000000000000000000000').call(method, path);
      assert.equal(answer.status, 401, `${method} ${path}`);
      assert.equal(codeOf(answer), 1017, `${method} ${path}`);
    }
  });

  test('a revoked key answers 1017', async () => {
    const { id, apiKey } = await keyFor(USER.email);
    assert.equal((await program(apiKey).call('GET', 'web/users/me')).status, 200);
    assert.equal((await admin.call('DELETE', `web/admin/settings/api-clients/${id}`)).status, 204);
    assert.equal(codeOf(await program(apiKey).call('GET', 'web/users/me')), 1017);
  });

  test('keys are stored hashed: the database holds a SHA-256 digest and the last four characters only', async () => {
    const { id, apiKey } = await keyFor(MANAGER.email);
    const row = server.context.db.prepare('SELECT * FROM api_clients WHERE id = ?').get(id) as Record<
      string,
      unknown
    >;
    assert.ok(!JSON.stringify(row).includes(apiKey), 'the key is stored in clear');
    assert.equal(row.key_hash, apiKeyDigest(apiKey));
    assert.equal(row.key_end, apiKey.slice(-4));
    const listed = (await admin.call('GET', 'web/admin/settings/api-clients')).body as {
      id: number;
      apiKey: string;
    }[];
    assert.equal(listed.find((c) => c.id === id)?.apiKey, `********${apiKey.slice(-4)}`);
  });

  test('the key of a user who is no longer activated answers 403 with code 1012', async () => {
    const created = await admin.call('POST', 'web/admin/users', {
      json: { email: 'robot@example.org', firstName: 'Build', lastName: 'Robot', language: 'en' },
    });
    const userId = (created.body as { id: number }).id;
    await admin.call('PATCH', `web/admin/users/${userId}`, { json: { activated: true } });
    const { apiKey } = await keyFor('robot@example.org');
    assert.equal((await program(apiKey).call('GET', 'web/users/me')).status, 200);
    await admin.call('PATCH', `web/admin/users/${userId}`, { json: { activated: false } });
    const refused = await program(apiKey).call('GET', 'web/users/me');
    assert.equal(refused.status, 403);
    assert.equal(codeOf(refused), 1012);
  });
});
