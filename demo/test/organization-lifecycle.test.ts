// Renaming and deleting an organization: a trimmed, unique name; a delete refused while the organization holds a
// subscription; only administrators; each change in the audit trail with its old and new values.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { callOp } from './contract-support';
import { serverWithAdminAndManager } from './helpers';

type Organization = { uid: string; name: string; machineId: string; subscriptions: unknown[] };
const codeOf = (answer: { body: unknown }) => (answer.body as { exception: { code: number } }).exception.code;

describe('organization lifecycle', () => {
  const suite = serverWithAdminAndManager();
  const { admin, manager } = suite;

  async function create(name: string): Promise<Organization> {
    const answer = await callOp(admin, 'createOrganization', {
      json: { name, machineId: 'M-1' },
      expect: 201,
    });
    return answer.body as Organization;
  }

  test('a rename trims the name, keeps the machine ID, and is in the trail with old and new names', async () => {
    const org = await create('Northwind Labs');
    const renamed = await callOp(admin, 'updateOrganization', {
      params: { uid: org.uid },
      json: { name: '  Northwind Research  ' },
    });
    const body = renamed.body as Organization;
    assert.equal(body.name, 'Northwind Research');
    assert.equal(body.machineId, 'M-1');
    const trail = await callOp(admin, 'listAuditEntries', {
      query: { filter: `recordType=organization&recordId=${org.uid}&operation=updateOrganization` },
    });
    const entry = (trail.body as { items: { changes: unknown[]; outcome: string }[] }).items[0];
    assert.equal(entry?.outcome, 'done');
    assert.deepEqual(entry?.changes, [{ field: 'name', old: 'Northwind Labs', new: 'Northwind Research' }]);
  });

  test("another organization's name is refused with 1006, an empty one with 1004; nothing changes", async () => {
    const one = await create('Contoso East');
    await create('Contoso West');
    const taken = await callOp(admin, 'updateOrganization', {
      params: { uid: one.uid },
      json: { name: 'Contoso West' },
      expect: 409,
    });
    assert.equal(codeOf(taken), 1006);
    const empty = await callOp(admin, 'updateOrganization', {
      params: { uid: one.uid },
      json: { name: '   ' },
      expect: 400,
    });
    assert.equal(codeOf(empty), 1004);
    const now = await callOp(admin, 'getOrganization', { params: { uid: one.uid } });
    assert.equal((now.body as Organization).name, 'Contoso East');
  });

  test('an organization holding a subscription is not deleted; an empty one is, and the trail says so', async () => {
    const held = await create('Fabrikam Holding');
    await callOp(admin, 'createSubscription', {
      params: { uid: held.uid },
      json: { product: 'Meet Business', seats: 5, maxOrganizers: 2, perpetual: true },
      expect: 201,
    });
    const refused = await callOp(admin, 'deleteOrganization', { params: { uid: held.uid }, expect: 409 });
    assert.equal(codeOf(refused), 1004);
    await callOp(admin, 'getOrganization', { params: { uid: held.uid } });

    const empty = await create('Fabrikam Empty');
    await callOp(admin, 'deleteOrganization', { params: { uid: empty.uid }, expect: 204 });
    await callOp(admin, 'getOrganization', { params: { uid: empty.uid }, expect: 404 });
    await callOp(admin, 'deleteOrganization', { params: { uid: empty.uid }, expect: 404 });
    const trail = await callOp(admin, 'listAuditEntries', {
      query: { filter: 'operation=deleteOrganization' },
    });
    const entries = (trail.body as { items: { recordId: string; outcome: string; code: number | null }[] })
      .items;
    assert.ok(entries.some((entry) => entry.recordId === empty.uid && entry.outcome === 'done'));
    assert.ok(entries.some((entry) => entry.recordId === held.uid && entry.outcome === 'refused'));
  });

  test('a user manager may neither rename nor delete an organization', async () => {
    const org = await create('Tailspin Toys');
    await callOp(manager, 'updateOrganization', {
      params: { uid: org.uid },
      json: { name: 'X' },
      expect: 403,
    });
    await callOp(manager, 'deleteOrganization', { params: { uid: org.uid }, expect: 403 });
  });
});
