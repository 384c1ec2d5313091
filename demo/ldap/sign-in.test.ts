// POST web/login under LDAP delegation, against each demo directory: OpenLDAP's slapd and the embedded one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readSettings, writeSettings } from '../lib/settings';
import { userByEmail } from '../lib/users';
import { startTestServer, TestClient } from '../test/helpers';
import { DIRECTORIES, type DirectoryKind } from './directories';
import { type DirectoryServer, hasSlapd, READER, SUFFIX } from './slapd';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

for (const kind of Object.keys(DIRECTORIES) as DirectoryKind[])
  describe(`sign-in delegated to LDAP (${kind})`, {
    skip: kind === 'slapd' && !hasSlapd() && 'slapd is not installed',
  }, () => {
    let directory: DirectoryServer;
    let server: Server;
    const pointAt = (url: string) => {
      const settings = readSettings(server.context.db, 'authentication');
      writeSettings(server.context.db, 'authentication', {
        ...settings,
        ldap: {
          ...settings.ldap,
          enabled: true,
          serverUrl: url,
          activeDirectory: false,
          searchLogin: READER.dn,
          password: READER.password,
          searchBaseDn: `ou=people,${SUFFIX}`,
          requiredGroupDn: `cn=meet-users,ou=groups,${SUFFIX}`,
        },
      });
    };
    before(async () => {
      [directory, server] = await Promise.all([DIRECTORIES[kind](), startTestServer()]);
      pointAt(directory.url);
    });
    after(async () => {
      await server?.close();
      await directory?.stop();
    });

    async function login(username: string, password: string) {
      const client = new TestClient(server.url);
      await client.open();
      return client.call('POST', 'web/login', { json: { username, password }, anonymous: true });
    }

    test('the public settings tell the client to send the password as typed', async () => {
      const settings = (await new TestClient(server.url).call('GET', 'v1/settings')).body as {
        ldapDelegate: boolean;
      };
      assert.equal(settings.ldapDelegate, true);
    });

    test('the directory password signs in; a wrong one answers 401 code 1014', async () => {
      assert.equal((await login('user@example.com', 'MeetUser#2026')).status, 200);
      assert.equal((await login('user', 'MeetUser#2026')).status, 200);
      const wrong = await login('user@example.com', 'MeetUser#2025');
      assert.deepEqual([wrong.status, codeOf(wrong)], [401, 1014]);
    });

    test('a person outside the required group answers 403 code 1005', async () => {
      const outside = await login('casey.outsider', 'MeetCasey#2026');
      assert.deepEqual([outside.status, codeOf(outside)], [403, 1005]);
      assert.equal(userByEmail(server.context.db, 'casey.outsider@example.com'), undefined);
    });

    test('a directory person new to the server is created on first sign-in with source LDAP', async () => {
      assert.equal(userByEmail(server.context.db, 'robin.dupont@example.com'), undefined);
      assert.equal((await login('robin.dupont', 'MeetRobin#2026')).status, 200);
      const created = userByEmail(server.context.db, 'robin.dupont@example.com');
      assert.deepEqual(
        [created?.source, created?.first_name, created?.last_name],
        ['LDAP', 'Robin', 'Dupont'],
      );
    });

    test('an injected filter signs nobody in', async () => {
      const injected = await login('*)(uid=*))(|(uid=*', 'MeetUser#2026');
      assert.deepEqual([injected.status, codeOf(injected)], [401, 1014]);
    });

    test('with the directory down, local accounts still sign in and others hear it is unavailable', async () => {
      pointAt('ldap://127.0.0.1:9');
      try {
        assert.equal((await login('user@example.com', 'MeetUser#2026')).status, 200, 'a local account');
        const robin = await login('nobody.here@example.com', 'MeetRobin#2026');
        assert.deepEqual([robin.status, codeOf(robin)], [503, 1000]);
        assert.match((robin.body as { exception: { message: string } }).exception.message, /directory/);
      } finally {
        pointAt(directory.url);
      }
    });
  });
