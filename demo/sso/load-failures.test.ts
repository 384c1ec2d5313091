// Settings load failures (spec 8) of the authentication group: each part that cannot be used, on its own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readSettings, writeSettings } from '../lib/settings';
import { ADMIN, startTestServer, TestClient } from '../test/helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('authentication settings load failures', () => {
  let server: Server;
  let admin: TestClient;
  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  const read = async () =>
    (await admin.call('GET', 'web/admin/settings/authentication')).body as { loadFailures: string[] };
  const change = (edit: (s: ReturnType<typeof readSettings<'authentication'>>) => void) => {
    const settings = structuredClone(readSettings(server.context.db, 'authentication'));
    edit(settings);
    writeSettings(server.context.db, 'authentication', settings);
  };

  test('the seeded settings (the demo OpenID Provider, LDAP off) report no failure', async () => {
    assert.deepEqual((await read()).loadFailures, []);
  });

  test('an unreachable discovery document is "SSO OAuth"; a directory that refuses is "LDAP", each its own', async () => {
    const seeded = structuredClone(readSettings(server.context.db, 'authentication'));
    try {
      change((s) => {
        s.sso.configEndpoint = 'http://127.0.0.1:9/.well-known/openid-configuration';
      });
      assert.deepEqual((await read()).loadFailures, ['ssoOauth']);
      change((s) => {
        s.ldap.enabled = true;
        s.ldap.serverUrl = 'ldap://127.0.0.1:9';
      });
      assert.deepEqual((await read()).loadFailures, ['ssoOauth', 'ldap']);
      change((s) => {
        s.sso.configEndpoint = seeded.sso.configEndpoint;
      });
      assert.deepEqual((await read()).loadFailures, ['ldap']);
    } finally {
      writeSettings(server.context.db, 'authentication', seeded);
    }
  });

  test('SAML: a wrong key password or an unreadable key file is "SAML key"; a bad certificate is "SAML"', async () => {
    const seeded = structuredClone(readSettings(server.context.db, 'authentication'));
    try {
      change((s) => {
        s.saml.enabled = true;
      });
      assert.deepEqual((await read()).loadFailures, [], 'the seeded demo key and certificate are usable');
      change((s) => {
        s.saml.keyPassword = 'not-the-password';
      });
      assert.deepEqual((await read()).loadFailures, ['samlKey']);
      change((s) => {
        s.saml.keyPassword = seeded.saml.keyPassword;
        s.saml.keyFileP12Base64 = Buffer.from('not a PKCS#12 file').toString('base64');
      });
      assert.deepEqual((await read()).loadFailures, ['samlKey']);
      change((s) => {
        s.saml.keyFileP12Base64 = seeded.saml.keyFileP12Base64;
        s.saml.issuerCertificate =
          '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----';
      });
      assert.deepEqual((await read()).loadFailures, ['saml']);
    } finally {
      writeSettings(server.context.db, 'authentication', seeded);
    }
  });

  test('a read group written back as it is saves, and the failures are not stored', async () => {
    const group = (await admin.call('GET', 'web/admin/settings/authentication')).body as Record<
      string,
      unknown
    >;
    const put = await admin.call('PUT', 'web/admin/settings/authentication', {
      json: { ...group, loadFailures: ['ldap'] },
    });
    assert.equal(put.status, 200, put.text);
    assert.equal('loadFailures' in readSettings(server.context.db, 'authentication'), false);
  });
});

describe('directory settings load failure', () => {
  let server: Server;
  let admin: TestClient;
  before(async () => {
    server = await startTestServer({ directoryPort: 0, directoryServer: 'embedded' });
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  const read = async () =>
    (await admin.call('GET', 'web/admin/settings/directory')).body as { loadFailures: string[] };
  const change = (edit: (s: ReturnType<typeof readSettings<'directory'>>) => void) => {
    const settings = structuredClone(readSettings(server.context.db, 'directory'));
    edit(settings);
    writeSettings(server.context.db, 'directory', settings);
  };

  test('an LDAP directory that refuses the login DN or does not answer is "directory"; no LDAP type, none', async () => {
    const seeded = structuredClone(readSettings(server.context.db, 'directory'));
    try {
      assert.deepEqual(
        (await read()).loadFailures,
        [],
        'the seeded settings name the running demo directory',
      );
      change((s) => {
        s.ldap.password = 'not-the-reader-password';
      });
      assert.deepEqual((await read()).loadFailures, ['directory']);
      change((s) => {
        s.ldap.password = seeded.ldap.password;
        s.ldap.port = 9;
      });
      assert.deepEqual((await read()).loadFailures, ['directory']);
      change((s) => {
        s.type = 'NONE';
      });
      assert.deepEqual((await read()).loadFailures, []);
    } finally {
      writeSettings(server.context.db, 'directory', seeded);
    }
  });

  test('a read directory group written back as it is saves, and the failure is not stored', async () => {
    const group = (await admin.call('GET', 'web/admin/settings/directory')).body as Record<string, unknown>;
    const put = await admin.call('PUT', 'web/admin/settings/directory', {
      json: { ...group, loadFailures: ['directory'] },
    });
    assert.equal(put.status, 200, put.text);
    assert.equal('loadFailures' in readSettings(server.context.db, 'directory'), false);
  });
});
