// Organizations and subscriptions: the organizer limit, and what an organization manager may change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Subscription = { uid: string; organizerCount: number; seats: number; maxOrganizers: number };
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

describe('organizations administration', () => {
  let server: Server;
  let admin: TestClient;
  let manager: TestClient;
  let orgUid = '';
  let subUid = '';

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    manager = new TestClient(server.url);
    await manager.signIn(USER.email, USER.password);
    const me = (await manager.call('GET', 'web/users/me')).body as { customersManager: { uid: string }[] };
    orgUid = me.customersManager[0]?.uid ?? '';
    const created = await admin.call('POST', `web/admin/organizations/${orgUid}/subscriptions`, {
      json: { product: 'Meet Trial', seats: 2, maxOrganizers: 5, perpetual: true },
    });
    assert.equal(created.status, 201, created.text);
    subUid = (created.body as Subscription).uid;
  });
  after(() => server.close());

  test('the organizer limit is the smaller of seats and maxOrganizers: beyond it, 409 code 1025', async () => {
    const first = await admin.call('POST', `web/admin/subscriptions/${subUid}/organizers`, {
      json: { email: ADMIN.email },
    });
    assert.equal(first.status, 201, first.text);
    const report = await admin.call('POST', `web/admin/subscriptions/${subUid}/organizers/import`, {
      body: `email\n${MANAGER.email}\n${USER.email}\n`,
      contentType: 'text/csv',
    });
    const lines = (report.body as { lines: { email: string; result: string }[] }).lines;
    assert.deepEqual(
      lines.map((line) => line.result),
      ['success', 'limitReached'],
    );
    const refused = await admin.call('POST', `web/admin/subscriptions/${subUid}/organizers`, {
      json: { email: USER.email },
    });
    assert.equal(refused.status, 409);
    assert.equal(codeOf(refused), 1025);
    const again = await admin.call('POST', `web/admin/subscriptions/${subUid}/organizers`, {
      json: { email: ADMIN.email },
    });
    assert.equal(codeOf(again), 1006, 'an organizer already there is "already exists", not the limit');
  });

  test('a manager adds and removes organizers and forced contacts of its own subscriptions', async () => {
    const page = (await manager.call('GET', `web/admin/subscriptions/${subUid}/organizers`)).body as {
      items: { userId: number; email: string }[];
    };
    const organizer = page.items.find((item) => item.email === MANAGER.email);
    const removed = await manager.call(
      'DELETE',
      `web/admin/subscriptions/${subUid}/organizers/${organizer?.userId}`,
    );
    assert.equal(removed.status, 204, removed.text);
    const added = await manager.call('POST', `web/admin/subscriptions/${subUid}/organizers`, {
      json: { email: USER.email },
    });
    assert.equal(added.status, 201, added.text);
    const contact = await manager.call('POST', `web/admin/subscriptions/${subUid}/forced-contacts`, {
      json: { email: 'desk@example.org', firstName: 'Front', lastName: 'Desk' },
    });
    assert.equal(contact.status, 201, contact.text);
    const imported = await manager.call('POST', `web/admin/subscriptions/${subUid}/forced-contacts/import`, {
      body: 'email;firstName;lastName\nbad-address;A;B\nhelp@example.org;Help;Desk\n',
      contentType: 'text/csv',
    });
    assert.equal(imported.status, 200, imported.text);
    const id = (contact.body as { id: number }).id;
    const gone = await manager.call('DELETE', `web/admin/subscriptions/${subUid}/forced-contacts/${id}`);
    assert.equal(gone.status, 204, gone.text);
  });

  test("a manager's changes stop at its own organization; features, disabling and managers stay with the roles", async () => {
    const list = (await admin.call('GET', 'web/admin/subscriptions', { query: { size: 50 } })).body as {
      items: { uid: string; organizationUid: string }[];
    };
    const foreign = list.items.find((item) => item.organizationUid !== orgUid)?.uid;
    const answers = await Promise.all([
      manager.call('POST', `web/admin/subscriptions/${foreign}/organizers`, { json: { email: USER.email } }),
      manager.call('POST', `web/admin/subscriptions/${foreign}/forced-contacts`, {
        json: { email: 'x@example.org', firstName: 'X', lastName: 'Y' },
      }),
      manager.call('PUT', `web/admin/subscriptions/${subUid}/features`, {
        json: { features: [{ name: 'Messages', value: true }] },
      }),
      manager.call('POST', `web/admin/subscriptions/${subUid}/disable`),
      manager.call('POST', `web/admin/organizations/${orgUid}/managers`, { json: { email: ADMIN.email } }),
      manager.call('GET', 'web/admin/organizations'),
    ]);
    for (const answer of answers) assert.equal(codeOf(answer), 1005, answer.text);
  });

  // LDAP groups read a real directory: demo/ldap/groups.test.ts.
  test("setting an SSO group makes the provider's members of that source organizers; emptied, they go", async () => {
    const organization = (await admin.call('GET', `web/admin/organizations/${orgUid}`)).body as {
      subscriptions: { uid: string; enabled: boolean }[];
    };
    const uid = organization.subscriptions.find((item) => item.enabled && item.uid !== subUid)?.uid;
    const sources = async () => {
      const page = await admin.call('GET', `web/admin/subscriptions/${uid}/organizers`, {
        query: { size: 100 },
      });
      return (page.body as { items: { source: string }[] }).items.map((item) => item.source);
    };
    const set = await admin.call('PATCH', `web/admin/subscriptions/${uid}`, { json: { ssoGroup: 'staff' } });
    assert.equal(set.status, 200, set.text);
    assert.ok((await sources()).includes('SSO'), 'SSO members became organizers');
    await admin.call('PATCH', `web/admin/subscriptions/${uid}`, { json: { ssoGroup: '' } });
    assert.ok(!(await sources()).includes('SSO'), 'no SSO organizer once the group is emptied');
  });

  test('a disabled subscription refuses new organizers with 1025', async () => {
    const disabled = await admin.call('POST', `web/admin/subscriptions/${subUid}/disable`);
    assert.equal(disabled.status, 200, disabled.text);
    const refused = await manager.call('POST', `web/admin/subscriptions/${subUid}/forced-contacts`, {
      json: { email: 'late@example.org', firstName: 'Late', lastName: 'Comer' },
    });
    assert.equal(codeOf(refused), 1025);
  });
});
