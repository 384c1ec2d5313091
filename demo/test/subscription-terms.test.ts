// A subscription's terms can be edited and renewed: product, seats, organizers allowed, end date or perpetual.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callOp } from './contract-support';
import { ADMIN, startTestServer, TestClient } from './helpers';

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
