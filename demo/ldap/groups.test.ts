// LDAP groups of organizers and the forced contacts' sync, against the demo directory that the server starts
// with itself, as `npm start` does: OpenLDAP's slapd, and the embedded one that runs where slapd is not installed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readSettings, writeSettings } from '../lib/settings';
import { userByEmail } from '../lib/users';
import { ADMIN, startTestServer, TestClient, USER } from '../test/helpers';
import { DIRECTORIES, type DirectoryKind, directoryKindOf } from './directories';
import { directoryUrl } from './groups';
import { hasSlapd, SUFFIX } from './slapd';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Answer = Awaited<ReturnType<TestClient['call']>>;
const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;
const group = (name: string) => `cn=${name},ou=groups,${SUFFIX}`;

test('npm start runs slapd when it is installed, else the embedded directory, unless told which', () => {
  assert.equal(directoryKindOf(undefined, true), 'slapd');
  assert.equal(directoryKindOf(undefined, false), 'embedded');
  assert.equal(directoryKindOf('embedded', true), 'embedded');
});

for (const kind of Object.keys(DIRECTORIES) as DirectoryKind[])
  describe(`LDAP groups from the directory (${kind})`, {
    skip: kind === 'slapd' && !hasSlapd() && 'slapd is not installed',
  }, () => {
    let server: Server;
    let admin: TestClient;
    let uid = '';
    const organizers = async () => {
      const page = await admin.call('GET', `web/admin/subscriptions/${uid}/organizers`, {
        query: { size: 100 },
      });
      return (page.body as { items: { email: string; source: string }[] }).items;
    };
    const contacts = async () => {
      const page = await admin.call('GET', `web/admin/subscriptions/${uid}/forced-contacts`, {
        query: { size: 100 },
      });
      return (page.body as { items: { email: string; firstName: string; source: string }[] }).items;
    };
    const emailsOf = (items: { email: string; source: string }[], source: string) =>
      items
        .filter((item) => item.source === source)
        .map((item) => item.email)
        .sort();
    const sync = () => admin.call('POST', `web/admin/subscriptions/${uid}/forced-contacts/ldap-sync`);
    const setDirectory = (
      change: (ldap: Record<string, unknown>) => Record<string, unknown>,
      type = 'LDAP',
    ) => {
      const directory = readSettings(server.context.db, 'directory');
      writeSettings(server.context.db, 'directory', {
        ...directory,
        type: type as 'LDAP',
        ldap: change(directory.ldap) as typeof directory.ldap,
      });
    };

    before(async () => {
      server = await startTestServer({ directoryPort: 0, directoryServer: kind });
      admin = new TestClient(server.url);
      await admin.signIn(ADMIN.email, ADMIN.password);
      const organization = (await admin.call('GET', 'web/admin/organizations')).body as {
        items: { uid: string }[];
      };
      const detail = (await admin.call('GET', `web/admin/organizations/${organization.items[0]?.uid}`))
        .body as {
        subscriptions: { uid: string; enabled: boolean }[];
      };
      uid = detail.subscriptions.find((item) => item.enabled)?.uid ?? '';
    });
    after(() => server?.close());

    test('the server starts the demo directory and its seeded settings name it', () => {
      assert.ok('url' in server.directory, `the directory runs (${JSON.stringify(server.directory)})`);
      assert.equal(server.directory.kind, kind);
      const { ldap } = readSettings(server.context.db, 'directory');
      assert.equal(directoryUrl(ldap.server, ldap.port), server.directory.url);
      assert.equal(readSettings(server.context.db, 'authentication').ldap.serverUrl, server.directory.url);
    });

    test("an LDAP group's members become organizers of source LDAP, accounts made for the unknown; emptied, they go", async () => {
      assert.equal(userByEmail(server.context.db, 'robin.dupont@example.com'), undefined);
      const set = await admin.call('PATCH', `web/admin/subscriptions/${uid}`, {
        json: { ldapGroup: group('meet-organizers') },
      });
      assert.equal(set.status, 200, set.text);
      assert.deepEqual(emailsOf(await organizers(), 'LDAP'), [
        'manager@example.com',
        'robin.dupont@example.com',
      ]);
      const robin = userByEmail(server.context.db, 'robin.dupont@example.com');
      assert.equal(robin?.source, 'LDAP');
      assert.equal(robin?.first_name, 'Robin');
      // Robin signs in with the directory password once LDAP delegation is on: the account is theirs.
      const authentication = readSettings(server.context.db, 'authentication');
      writeSettings(server.context.db, 'authentication', {
        ...authentication,
        ldap: { ...authentication.ldap, enabled: true },
      });
      try {
        const robinClient = new TestClient(server.url);
        await robinClient.open();
        const login = await robinClient.call('POST', 'web/login', {
          json: { username: 'robin.dupont', password: 'MeetRobin#2026' },
          anonymous: true,
        });
        assert.equal(login.status, 200, login.text);
      } finally {
        writeSettings(server.context.db, 'authentication', authentication);
      }
      const emptied = await admin.call('PATCH', `web/admin/subscriptions/${uid}`, {
        json: { ldapGroup: '' },
      });
      assert.equal(emptied.status, 200, emptied.text);
      assert.deepEqual(emailsOf(await organizers(), 'LDAP'), []);
    });

    test('a group the directory does not have, or no DN at all, is refused with 1004 and changes nothing', async () => {
      await admin.call('PATCH', `web/admin/subscriptions/${uid}`, {
        json: { ldapGroup: group('meet-users') },
      });
      const before = emailsOf(await organizers(), 'LDAP');
      // Members who already organize by hand keep their source; the others come in from LDAP.
      const members = [ADMIN.email, 'manager@example.com', 'robin.dupont@example.com', USER.email];
      const all = (await organizers()).map((organizer) => organizer.email);
      assert.deepEqual(
        members.filter((email) => !all.includes(email)),
        [],
      );
      assert.ok(before.length > 0);
      for (const ldapGroup of [group('nobody'), 'cn=meet-organizers', '*)(cn=*']) {
        const refused = await admin.call('PATCH', `web/admin/subscriptions/${uid}`, { json: { ldapGroup } });
        assert.equal(codeOf(refused), 1004, refused.text);
      }
      assert.deepEqual(emailsOf(await organizers(), 'LDAP'), before);
      const detail = (await admin.call('GET', `web/admin/subscriptions/${uid}`)).body as {
        ldapGroup: string;
      };
      assert.equal(detail.ldapGroup, group('meet-users'));
    });

    test('the LDAP sync makes the contacts group the LDAP forced contacts: added, kept, removed; others stay', async () => {
      const manual = await admin.call('POST', `web/admin/subscriptions/${uid}/forced-contacts`, {
        json: { email: 'manager@example.com', firstName: 'Sam', lastName: 'By hand' },
      });
      assert.equal(manual.status, 201, manual.text);
      const before = emailsOf(await contacts(), 'LDAP');
      const first = await sync();
      assert.equal(first.status, 200, first.text);
      assert.deepEqual(first.body, { added: 2, removed: before.length, kept: 0 });
      assert.deepEqual(emailsOf(await contacts(), 'LDAP'), ['robin.dupont@example.com', USER.email]);
      assert.equal((await contacts()).find((contact) => contact.email === USER.email)?.firstName, 'Jordan');
      assert.deepEqual((await sync()).body, { added: 0, removed: 0, kept: 2 });

      // The organizers' group as the contacts group: Sam stays the hand-added contact, Jordan leaves, Robin stays.
      setDirectory((ldap) => ({ ...ldap, contactsGroupDn: group('meet-organizers') }));
      assert.deepEqual((await sync()).body, { added: 0, removed: 1, kept: 1 });
      const after = await contacts();
      assert.deepEqual(emailsOf(after, 'LDAP'), ['robin.dupont@example.com']);
      assert.deepEqual(emailsOf(after, 'MANUAL').includes('manager@example.com'), true);
    });

    test('no contacts group is 1023, no LDAP directory 1022, an unknown group 1004', async () => {
      const saved = readSettings(server.context.db, 'directory');
      try {
        setDirectory((ldap) => ({ ...ldap, contactsGroupDn: '' }));
        assert.equal(codeOf(await sync()), 1023);
        setDirectory((ldap) => ({ ...ldap, contactsGroupDn: group('nobody') }));
        assert.equal(codeOf(await sync()), 1004);
        setDirectory((ldap) => ldap, 'NONE');
        assert.equal(codeOf(await sync()), 1022);
        const group1022 = await admin.call('PATCH', `web/admin/subscriptions/${uid}`, {
          json: { ldapGroup: group('meet-organizers') },
        });
        assert.equal(codeOf(group1022), 1022);
      } finally {
        writeSettings(server.context.db, 'directory', saved);
      }
    });

    test('a directory that is down answers 503 code 1000 and changes nothing', async () => {
      const saved = readSettings(server.context.db, 'directory');
      const organizersBefore = await organizers();
      const contactsBefore = await contacts();
      try {
        setDirectory((ldap) => ({ ...ldap, server: '127.0.0.1', port: 9 }));
        for (const answer of [
          await sync(),
          await admin.call('PATCH', `web/admin/subscriptions/${uid}`, {
            json: { ldapGroup: group('meet-organizers') },
          }),
        ]) {
          assert.equal(answer.status, 503, answer.text);
          assert.equal(codeOf(answer), 1000);
        }
        setDirectory((ldap) => ({ ...ldap, password: 'not-the-reader-password' }));
        assert.equal((await sync()).status, 503);
      } finally {
        writeSettings(server.context.db, 'directory', saved);
      }
      assert.deepEqual(await organizers(), organizersBefore);
      assert.deepEqual(await contacts(), contactsBefore);
    });

    test('the server address is a host (ldaps on 636) or an LDAP URL', () => {
      assert.equal(directoryUrl('ldap.example.com', 636), 'ldaps://ldap.example.com:636');
      assert.equal(directoryUrl('ldap.example.com', 389), 'ldap://ldap.example.com:389');
      assert.equal(
        directoryUrl('ldaps://dc1.corp.example.com:1636/', 3269),
        'ldaps://dc1.corp.example.com:3269',
      );
      assert.equal(directoryUrl('LDAP://[::1]', 389), 'ldap://[::1]:389');
    });
  });
