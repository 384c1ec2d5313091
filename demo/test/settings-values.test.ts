// Settings updates are refused with the fields they concern: 1023 names empty mandatory fields, 1022 bad values.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readSettings } from '../lib/settings';
import { ADMIN, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Node = Record<string, unknown>;
const exception = (body: unknown) => (body as { exception: { code: number; message: string } }).exception;

describe('settings values', () => {
  let server: Server;
  let admin: TestClient;
  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  test('an enabled part with an empty mandatory field answers 1023 naming the fields', async () => {
    const read = (await admin.call('GET', 'web/admin/settings/authentication')).body as Record<string, Node>;
    const answer = await admin.call('PUT', 'web/admin/settings/authentication', {
      json: { ...read, ldap: { ...read.ldap, enabled: true, serverUrl: '' } },
    });
    assert.equal(answer.status, 400);
    assert.equal(exception(answer.body).code, 1023);
    assert.match(exception(answer.body).message, /^Mandatory field\(s\) are empty: ldap\.serverUrl$/);
    assert.equal(readSettings(server.context.db, 'authentication').ldap.enabled, false);
  });

  test('a web address that is not one answers 1022 naming the field, and nothing is stored', async () => {
    const read = (await admin.call('GET', 'web/admin/settings/general')).body as Node;
    const answer = await admin.call('PUT', 'web/admin/settings/general', {
      json: { ...read, helpUrl: 'help desk' },
    });
    assert.equal(answer.status, 400);
    assert.equal(exception(answer.body).code, 1022);
    assert.match(exception(answer.body).message, /: helpUrl$/);
    assert.equal(readSettings(server.context.db, 'general').helpUrl, read.helpUrl);
  });

  test('an empty web address is accepted', async () => {
    const read = (await admin.call('GET', 'web/admin/settings/general')).body as Node;
    const answer = await admin.call('PUT', 'web/admin/settings/general', { json: { ...read, helpUrl: '' } });
    assert.equal(answer.status, 200);
  });
});
