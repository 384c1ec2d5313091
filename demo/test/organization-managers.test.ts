// Organization managers: a user whose customersManager lists an organization reads it and its subscriptions.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OPERATIONS } from './contract-support';
import { ADMIN, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Organization = { uid: string; subscriptions: { uid: string }[]; managers: { userId: number }[] };
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('organization managers', () => {
  let server: Server;
  let admin: TestClient;
  let manager: TestClient;
  let own: Organization;
  let other: Organization;

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    // The seed makes the ordinary demo user a manager of one organization.
    manager = new TestClient(server.url);
    await manager.signIn(USER.email, USER.password);
    const me = (await manager.call('GET', 'web/users/me')).body as { customersManager: { uid: string }[] };
    assert.equal(me.customersManager.length, 1);
    const ownUid = me.customersManager[0]?.uid ?? '';
    own = (await admin.call('GET', `web/admin/organizations/${ownUid}`)).body as Organization;
    const list = (await admin.call('GET', 'web/admin/organizations', { query: { size: 20 } })).body as {
      items: { uid: string; subscriptionCount: number }[];
    };
    const otherUid = list.items.find((o) => o.uid !== ownUid && o.subscriptionCount > 0)?.uid ?? '';
    other = (await admin.call('GET', `web/admin/organizations/${otherUid}`)).body as Organization;
    assert.ok(own.subscriptions[0] && other.subscriptions[0], 'both organizations have a subscription');
  });
  after(() => server.close());

  test('a manager reads the organization its customersManager lists, but not another one (1005)', async () => {
    const mine = await manager.call('GET', `web/admin/organizations/${own.uid}`);
    assert.equal(mine.status, 200, mine.text);
    assert.equal((mine.body as Organization).uid, own.uid);
    const foreign = await manager.call('GET', `web/admin/organizations/${other.uid}`);
    assert.equal(foreign.status, 403);
    assert.equal(codeOf(foreign), 1005);
  });

  test('a manager reads the subscriptions of its organization and their organizers, not those of others', async () => {
    const uid = own.subscriptions[0]?.uid;
    for (const path of [
      '',
      '/organizers',
      '/forced-contacts',
      '/features',
      '/gateways',
      '/organizer-ranking',
    ]) {
      const answer = await manager.call('GET', `web/admin/subscriptions/${uid}${path}`);
      assert.equal(answer.status, 200, `${path}: ${answer.text}`);
    }
    const foreign = await manager.call('GET', `web/admin/subscriptions/${other.subscriptions[0]?.uid}`);
    assert.equal(codeOf(foreign), 1005);
    const unknown = await manager.call('GET', 'web/admin/subscriptions/7d9b6a10-5c9e-4f1e-9a43-1b2c3d4e5f60');
    assert.equal(codeOf(unknown), 1005, 'an unknown subscription is no organization the user manages');
  });

  test("managers manage their subscriptions' people; the rest of managing and the lists stay with the roles", async () => {
    const uid = own.subscriptions[0]?.uid;
    const changes = [
      manager.call('PATCH', `web/admin/subscriptions/${uid}`, { json: { ssoGroup: 'mine' } }),
      manager.call('POST', `web/admin/subscriptions/${uid}/disable`),
      manager.call('POST', `web/admin/organizations/${own.uid}/managers`, { json: { email: ADMIN.email } }),
      manager.call('GET', 'web/admin/organizations'),
      manager.call('GET', 'web/admin/subscriptions'),
    ];
    for (const answer of await Promise.all(changes)) assert.equal(codeOf(answer), 1005, answer.text);
    const marked = [...OPERATIONS.values()].filter((op) => op.managers);
    assert.ok(marked.length >= 2);
    // The "sees and manages": organizers and forced contacts of their own subscriptions, nothing else.
    assert.deepEqual(
      marked
        .filter((op) => op.method !== 'GET')
        .map((op) => op.operationId)
        .sort(),
      [
        'addForcedContact',
        'addOrganizer',
        'importForcedContacts',
        'importOrganizers',
        'removeForcedContact',
        'removeOrganizer',
        'syncForcedContactsLdap',
      ],
      'the contract opens to managers the changes of the people of their subscriptions only',
    );
  });

  test('a manager removed from the organization can no longer read it', async () => {
    const me = (await manager.call('GET', 'web/users/me')).body as { id: number };
    const removed = await admin.call('DELETE', `web/admin/organizations/${own.uid}/managers/${me.id}`);
    assert.equal(removed.status, 204);
    assert.equal(codeOf(await manager.call('GET', `web/admin/organizations/${own.uid}`)), 1005);
  });
});
