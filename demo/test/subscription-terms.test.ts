// A subscription's terms can be edited and renewed: product, seats, organizers allowed, end date or perpetual;
// bad values refused with the contract's error, each change in the trail, only for the roles of x-roles.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ADMINISTRATOR_ACCOUNT } from '../seed/index';
import { callOp } from './contract-support';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: TestClient;
let uid = '';

before(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(ADMIN.email, ADMIN.password);
  const organizations = await callOp(admin, 'listOrganizations', { query: { size: 5 } });
  const organization = (organizations.body as { items: { uid: string }[] }).items[0];
  assert.ok(organization);
  const created = await callOp(admin, 'createSubscription', {
    params: { uid: organization.uid },
    json: { product: 'Meet Business', seats: 10, maxOrganizers: 2, perpetual: false, endDate: '2027-01-31' },
  });
  uid = (created.body as { uid: string }).uid;
});
after(() => server.close());

type Detail = {
  product: string;
  seats: number;
  maxOrganizers: number;
  perpetual: boolean;
  endDate?: string | null;
};

test('seats, organizers allowed and product change; the rest stays', async () => {
  const answer = await callOp(admin, 'updateSubscription', {
    params: { uid },
    json: { seats: 25, maxOrganizers: 4, product: 'Meet Enterprise' },
  });
  const detail = answer.body as Detail;
  assert.deepEqual(
    [detail.seats, detail.maxOrganizers, detail.product, detail.perpetual, detail.endDate],
    [25, 4, 'Meet Enterprise', false, '2027-01-31'],
  );
});

test('renewing is a later end date', async () => {
  const answer = await callOp(admin, 'updateSubscription', {
    params: { uid },
    json: { endDate: '2028-01-31' },
  });
  assert.equal((answer.body as Detail).endDate, '2028-01-31');
});

test('a perpetual subscription has no end date, and a dated one needs one', async () => {
  const perpetual = await callOp(admin, 'updateSubscription', { params: { uid }, json: { perpetual: true } });
  assert.equal((perpetual.body as Detail).perpetual, true);
  assert.ok(!(perpetual.body as Detail).endDate);
  const answer = await callOp(admin, 'updateSubscription', {
    params: { uid },
    json: { perpetual: false },
    expect: 400,
  });
  assert.equal((answer.body as { exception: { code: number } }).exception.code, 1004);
});

test('seats out of range answer 400 code 1004 naming the field, and nothing changes', async () => {
  const before = (await callOp(admin, 'getSubscription', { params: { uid } })).body as Detail;
  for (const seats of [0, 1_000_001]) {
    const answer = await callOp(admin, 'updateSubscription', {
      params: { uid },
      json: { seats },
      expect: 400,
    });
    const { code, message } = (answer.body as { exception: { code: number; message: string } }).exception;
    assert.equal(code, 1004);
    assert.match(message, /seats/);
  }
  const now = (await callOp(admin, 'getSubscription', { params: { uid } })).body as Detail;
  assert.equal(now.seats, before.seats);
});

test("a change of seats is in the trail with the old and new values, under the subscription's record", async () => {
  const before = (await callOp(admin, 'getSubscription', { params: { uid } })).body as Detail;
  await callOp(admin, 'updateSubscription', { params: { uid }, json: { seats: before.seats + 3 } });
  const trail = await callOp(admin, 'listAuditEntries', {
    query: { filter: `operation=updateSubscription&recordType=subscription&recordId=${uid}` },
  });
  const entry = (trail.body as { items: { changes: unknown[] }[] }).items[0];
  assert.deepEqual(entry?.changes, [{ field: 'seats', old: before.seats, new: before.seats + 3 }]);
});

test('only the roles of x-roles change the terms: a user manager and a plain user are refused with 1005', async () => {
  for (const account of [MANAGER, USER]) {
    const client = new TestClient(server.url);
    await client.signIn(account.email, account.password);
    const answer = await callOp(client, 'updateSubscription', {
      params: { uid },
      json: { seats: 3 },
      expect: 403,
    });
    assert.equal((answer.body as { exception: { code: number } }).exception.code, 1005);
  }
  const administrator = new TestClient(server.url);
  await administrator.signIn(ADMINISTRATOR_ACCOUNT.email, ADMINISTRATOR_ACCOUNT.password);
  await callOp(administrator, 'updateSubscription', { params: { uid }, json: { maxOrganizers: 3 } });
});
