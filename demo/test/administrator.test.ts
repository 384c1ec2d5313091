// The plain administrator of the seed: an administrator without systemAdmin reads the services and the maintenance
// planner, and is refused (1005) what the contract keeps to system administrators.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMINISTRATOR_ACCOUNT } from '../seed/index';
import { startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('the plain administrator of the seed', () => {
  let server: Server;
  let administrator: TestClient;

  before(async () => {
    server = await startTestServer();
    administrator = new TestClient(server.url);
    const signedIn = await administrator.signIn(ADMINISTRATOR_ACCOUNT.email, ADMINISTRATOR_ACCOUNT.password);
    assert.equal(signedIn.status, 200, signedIn.text);
  });
  after(() => server.close());

  test('holds the administrator role and no other', async () => {
    const me = (await administrator.call('GET', 'web/users/me')).body as { roles: string[] };
    assert.deepEqual(me.roles, ['administrator']);
  });

  test('reads the servers and the maintenance periods', async () => {
    assert.equal((await administrator.call('GET', 'web/admin/services/servers')).status, 200);
    assert.equal((await administrator.call('GET', 'web/admin/maintenance')).status, 200);
  });

  test('is refused a new zone and the general settings with 1005', async () => {
    const zone = await administrator.call('POST', 'web/admin/services/zones', { json: { name: 'Lisbon' } });
    assert.equal(zone.status, 403);
    assert.equal(codeOf(zone), 1005);
    const settings = await administrator.call('GET', 'web/admin/settings/general');
    assert.equal(settings.status, 403);
    assert.equal(codeOf(settings), 1005);
  });
});
