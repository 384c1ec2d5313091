// Settings secrets are write-only: never answered, kept when an update leaves them out or empty.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SECRETS } from '../lib/secrets';
import { readSettings, type SettingsGroup } from '../lib/settings';
import { SEED_SETTINGS } from '../seed/settings';
import { OPERATIONS } from './contract-support';
import { ADMIN, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Node = Record<string, unknown>;

/** Every non-empty secret the seed stores. */
const seededSecrets = Object.entries(SECRETS).flatMap(([group, places]) =>
  places
    .map(([path, field]) => {
      let node: unknown = SEED_SETTINGS[group as SettingsGroup];
      for (const key of path) node = (node as Node)[key];
      return (node as Node)[field] as string;
    })
    .filter((value) => value !== ''),
);

/** The settings groups of the contract: path and operation-id name. */
const GROUPS = [...OPERATIONS.values()]
  .filter((op) => op.method === 'GET' && /^get\w+Settings$/.test(op.operationId))
  .filter((op) => op.path.startsWith('/web/admin/settings/'))
  .map((op) => op.path.replace('/web/admin/settings/', ''));

describe('write-only settings secrets', () => {
  let server: Server;
  let admin: TestClient;
  const email = () => readSettings(server.context.db, 'email');

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  test('no settings answer carries a secret in clear; each answers a boolean <name>Set instead', async () => {
    assert.ok(seededSecrets.length >= 6, 'the seed stores secrets to look for');
    assert.equal(GROUPS.length, 16);
    for (const group of GROUPS) {
      const answer = await admin.call('GET', `web/admin/settings/${group}`);
      assert.equal(answer.status, 200);
      for (const secret of seededSecrets)
        assert.ok(!answer.text.includes(secret), `${group} answers a secret`);
    }
    const auth = (await admin.call('GET', 'web/admin/settings/authentication')).body as Record<string, Node>;
    const seeded = SEED_SETTINGS.authentication;
    assert.deepEqual(
      [
        auth.ldap?.passwordSet,
        auth.sso?.clientSecretSet,
        auth.saml?.keyPasswordSet,
        auth.saml?.keyFileP12Base64Set,
      ],
      [
        seeded.ldap.password,
        seeded.sso.clientSecret,
        seeded.saml.keyPassword,
        seeded.saml.keyFileP12Base64,
      ].map((secret) => secret !== ''),
    );
    assert.equal('password' in (auth.ldap ?? {}), false);
    const mail = (await admin.call('GET', 'web/admin/settings/email')).body as Node;
    assert.equal(mail.passwordSet, true);
    assert.equal('password' in mail, false);
  });

  test('an update that omits a secret, or sends it empty, keeps the stored one', async () => {
    const read = (await admin.call('GET', 'web/admin/settings/email')).body as Node;
    const renamed = await admin.call('PUT', 'web/admin/settings/email', {
      json: { ...read, name: 'Meet Mail' },
    });
    assert.equal(renamed.status, 200, renamed.text);
    const stored = SEED_SETTINGS.email.password;
    assert.deepEqual([email().name, email().password], ['Meet Mail', stored]);
    await admin.call('PUT', 'web/admin/settings/email', { json: { ...read, password: '' } });
    assert.equal(email().password, stored);
  });

  test('a new secret replaces the stored one and is not echoed; <name>Set false erases it', async () => {
    const read = (await admin.call('GET', 'web/admin/settings/email')).body as Node;
    const saved = await admin.call('PUT', 'web/admin/settings/email', {
      json: { ...read, password: 'Rotated#2027' },
    });
    assert.equal(email().password, 'Rotated#2027');
    assert.ok(!saved.text.includes('Rotated#2027'));
    assert.equal((saved.body as Node).passwordSet, true);
    const erased = await admin.call('PUT', 'web/admin/settings/email', {
      json: { ...read, passwordSet: false },
    });
    assert.equal(email().password, '');
    assert.equal((erased.body as Node).passwordSet, false);
  });

  test('nested secrets follow the same rules (directory LDAP password, SAML key)', async () => {
    const read = (await admin.call('GET', 'web/admin/settings/directory')).body as Record<string, Node>;
    await admin.call('PUT', 'web/admin/settings/directory', {
      json: { ...read, scim: { ...read.scim, password: 'Scim#2026' } },
    });
    const stored = readSettings(server.context.db, 'directory');
    assert.deepEqual(
      [stored.ldap.password, stored.scim.password],
      [SEED_SETTINGS.directory.ldap.password, 'Scim#2026'],
    );
    const auth = (await admin.call('GET', 'web/admin/settings/authentication')).body as Record<string, Node>;
    const key = Buffer.from('p12 key').toString('base64');
    const saved = await admin.call('PUT', 'web/admin/settings/authentication', {
      json: { ...auth, saml: { ...auth.saml, keyFileP12Base64: key } },
    });
    assert.equal((saved.body as Record<string, Node>).saml?.keyFileP12Base64Set, true);
    assert.ok(!saved.text.includes(key));
    assert.equal(readSettings(server.context.db, 'authentication').saml.keyFileP12Base64, key);
  });
});
