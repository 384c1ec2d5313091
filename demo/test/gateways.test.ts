// Gateways on the server: a system administrator enables and disables one (kept in the database), an unknown
// one is 1001, and an administrator who is not a system administrator is refused (403, 1005).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, type Answer, MANAGER, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Gateway = { id: number; type: string; enabled: boolean };

const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;

describe('gateways on the server', () => {
  let server: Server;
  let admin: TestClient;
  const enabledInDb = (id: number) =>
    server.context.db.prepare('SELECT enabled FROM gateways WHERE id = ?').pluck().get(id) as number;
  const webRtc = async () => {
    const answer = await admin.call('GET', 'web/admin/services/gateways');
    assert.equal(answer.status, 200, answer.text);
    const found = (answer.body as Gateway[]).find((gateway) => gateway.type === 'WebRTC');
    assert.ok(found);
    return found;
  };
  const patch = (client: TestClient, id: number, enabled: boolean) =>
    client.call('PATCH', `web/admin/services/gateways/${id}`, { json: { enabled } });

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  test('a system administrator disables a gateway and enables it again; the list and the database follow', async () => {
    const gateway = await webRtc();
    assert.equal(gateway.enabled, true);
    const disabled = await patch(admin, gateway.id, false);
    assert.equal(disabled.status, 200, disabled.text);
    assert.deepEqual(disabled.body, { ...gateway, enabled: false });
    assert.equal(enabledInDb(gateway.id), 0);
    assert.equal((await webRtc()).enabled, false);
    const enabled = await patch(admin, gateway.id, true);
    assert.equal(enabled.status, 200, enabled.text);
    assert.equal((enabled.body as Gateway).enabled, true);
    assert.equal(enabledInDb(gateway.id), 1);
    assert.equal((await webRtc()).enabled, true);
  });

  test('an unknown gateway is 1001 (404)', async () => {
    const answer = await patch(admin, 9999, false);
    assert.equal(answer.status, 404, answer.text);
    assert.equal(codeOf(answer), 1001);
  });

  test('an administrator who is not a system administrator is refused (403, 1005) and nothing changes', async () => {
    server.context.db.prepare("UPDATE users SET roles = 'administrator' WHERE email = ?").run(MANAGER.email);
    const other = new TestClient(server.url);
    assert.equal((await other.signIn(MANAGER.email, MANAGER.password)).status, 200);
    assert.equal((await other.call('GET', 'web/admin/services/gateways')).status, 200);
    const gateway = await webRtc();
    const answer = await patch(other, gateway.id, false);
    assert.equal(answer.status, 403, answer.text);
    assert.equal(codeOf(answer), 1005);
    assert.equal(enabledInDb(gateway.id), 1);
  });
});
