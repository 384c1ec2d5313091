// Delegated sign-in and group members against each demo directory over the demo LDIF: OpenLDAP's slapd and the
// embedded one that `npm start` runs where slapd is not installed.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DIRECTORIES, type DirectoryKind } from './directories';
import { type Delegation, delegatedSignIn, groupMembers, LDAP_DEADLINE_MS } from './directory';
import { type DirectoryServer, hasSlapd, READER, SUFFIX } from './slapd';

for (const kind of Object.keys(DIRECTORIES) as DirectoryKind[])
  describe(`LDAP directory (${kind})`, {
    skip: kind === 'slapd' && !hasSlapd() && 'slapd is not installed',
  }, () => {
    let directory: DirectoryServer;
    let delegation: Delegation;
    before(async () => {
      directory = await DIRECTORIES[kind]();
      delegation = {
        url: directory.url,
        bindDn: READER.dn,
        password: READER.password,
        searchBaseDn: `ou=people,${SUFFIX}`,
        activeDirectory: false,
        domain: 'example.com',
        requiredGroupDn: `cn=meet-users,ou=groups,${SUFFIX}`,
      };
    });
    after(() => directory?.stop());

    test('the password as typed signs in the person found by uid or e-mail', async () => {
      for (const login of ['user', 'user@example.com']) {
        const outcome = await delegatedSignIn(delegation, login, 'MeetUser#2026');
        assert.deepEqual(outcome, {
          ok: true,
          identity: { email: 'user@example.com', firstName: 'Jordan', lastName: 'Lee' },
        });
      }
    });

    test('a wrong or empty password, or an unknown person, is refused', async () => {
      for (const [login, password] of [
        ['user@example.com', 'wrong'],
        ['user@example.com', ''],
        ['nobody@example.com', 'MeetUser#2026'],
      ] as const) {
        assert.deepEqual(await delegatedSignIn(delegation, login, password), {
          ok: false,
          reason: 'credentials',
        });
      }
    });

    test('a person outside the required group is refused', async () => {
      assert.deepEqual(await delegatedSignIn(delegation, 'casey.outsider', 'MeetCasey#2026'), {
        ok: false,
        reason: 'outsideGroup',
      });
    });

    test('a filter injection finds nobody', async () => {
      for (const login of ['*)(uid=*))(|(uid=*', '*', 'user)(|(uid=*)']) {
        assert.deepEqual(await delegatedSignIn(delegation, login, 'MeetUser#2026'), {
          ok: false,
          reason: 'credentials',
        });
      }
    });

    test('the Active Directory form user@domain is the account name in the domain', async () => {
      const ad = { ...delegation, activeDirectory: true, domain: 'corp.example.com' };
      // slapd has no sAMAccountName: the form is checked by what reaches the directory, the mail equality.
      assert.equal((await delegatedSignIn(ad, 'user@example.com', 'MeetUser#2026')).ok, true);
    });

    test('a reader the directory refuses makes the directory unavailable, not a wrong password', async () => {
      const refused = { ...delegation, password: 'not-the-reader-password' };
      assert.deepEqual(await delegatedSignIn(refused, 'user', 'MeetUser#2026'), {
        ok: false,
        reason: 'unavailable',
      });
    });

    test('a directory that is down, or never answers, is unavailable within the deadline', async () => {
      const down = { ...delegation, url: 'ldap://127.0.0.1:9' };
      assert.deepEqual(await delegatedSignIn(down, 'user', 'MeetUser#2026'), {
        ok: false,
        reason: 'unavailable',
      });
      const silent: Server = createServer(() => undefined).listen(0, '127.0.0.1');
      await new Promise((resolve) => silent.once('listening', resolve));
      const { port } = silent.address() as { port: number };
      const started = Date.now();
      const outcome = await delegatedSignIn({ ...delegation, url: `ldap://127.0.0.1:${port}` }, 'user', 'x1');
      const waited = Date.now() - started;
      silent.close();
      assert.deepEqual(outcome, { ok: false, reason: 'unavailable' });
      assert.ok(waited < 10_000 && waited >= LDAP_DEADLINE_MS - 100, `answered after ${waited} ms`);
    });

    test('a group lists its members with their names and e-mail addresses', async () => {
      const members = await groupMembers(delegation, `cn=meet-organizers,ou=groups,${SUFFIX}`);
      assert.deepEqual(members?.map((person) => person.email).sort(), [
        'manager@example.com',
        'robin.dupont@example.com',
      ]);
      for (const unknown of [`cn=nothing,ou=groups,${SUFFIX}`, 'staff', '*)(cn=*'])
        assert.equal(await groupMembers(delegation, unknown), undefined, `no group ${unknown}`);
    });
  });
