// The embedded demo directory answers as slapd does over the same LDIF, refuses what a read-only directory must,
// and survives what is not LDAP.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client, type SearchOptions } from 'ldapts';
import { startEmbeddedDirectory } from './embedded';
import { normalDn, parseLdif } from './ldif';
import { type DirectoryServer, hasSlapd, READER, SUFFIX, startSlapd } from './slapd';

const PEOPLE = `ou=people,${SUFFIX}`;
const USER_DN = `uid=user,${PEOPLE}`;

/** Each search's entries (sorted by DN, each attribute's values sorted) or the error's name. */
async function searches(url: string, bind: [string, string] | undefined, asked: [string, SearchOptions][]) {
  const client = new Client({ url });
  try {
    if (bind) await client.bind(...bind);
    const answers: unknown[] = [];
    for (const [base, options] of asked) {
      const found = await client.search(base, options).then(
        ({ searchEntries }) =>
          searchEntries
            .map((entry) =>
              Object.fromEntries(
                Object.entries(entry).map(([name, value]) => [
                  name,
                  Array.isArray(value) ? value.map(String).sort() : String(value),
                ]),
              ),
            )
            .sort((a, b) => String(a.dn).localeCompare(String(b.dn))),
        (error: Error) => error.name,
      );
      answers.push([base, options.filter, found]);
    }
    return answers;
  } finally {
    await client.unbind();
  }
}

/** The searches compared: every scope, every filter kind our client sends and a few it does not. */
const ASKED: [string, SearchOptions][] = [
  [PEOPLE, { scope: 'sub', filter: '(|(uid=user)(mail=user))', attributes: ['mail', 'givenName', 'sn'] }],
  [
    PEOPLE,
    { scope: 'sub', filter: '(|(userPrincipalName=user@x)(mail=USER@example.com)(sAMAccountName=user))' },
  ],
  [SUFFIX, { scope: 'one', filter: '(objectClass=*)', attributes: ['ou'] }],
  [
    SUFFIX,
    { scope: 'sub', filter: '(&(objectClass=inetOrgPerson)(!(uid=admin))(cn=*o*))', attributes: ['uid'] },
  ],
  [SUFFIX, { scope: 'sub', filter: '(mail=*@example.com)', attributes: ['mail'] }],
  [SUFFIX, { scope: 'sub', filter: '(cn=r*in*t)', attributes: ['cn'] }],
  [SUFFIX, { scope: 'sub', filter: '(!(sn>=M))', attributes: ['sn'] }],
  [SUFFIX, { scope: 'sub', filter: '(userPassword=*)', attributes: ['cn'] }],
  [`cn=meet-users,ou=groups,${SUFFIX}`, { scope: 'base', filter: `(member=${USER_DN})`, attributes: ['dn'] }],
  [`cn=meet-users,ou=groups,${SUFFIX}`, { scope: 'base', filter: `(member=uid=casey.outsider,${PEOPLE})` }],
  [`cn=meet-organizers,ou=groups,${SUFFIX}`, { scope: 'base', attributes: ['member', 'uniqueMember'] }],
  [SUFFIX, { scope: 'sub', filter: '(objectClass=groupOfNames)', attributes: ['cn'], sizeLimit: 2 }],
  [`cn=nobody,ou=groups,${SUFFIX}`, { scope: 'base' }],
  ['cn=meet-organizers', { scope: 'base' }],
  ['staff', { scope: 'base' }],
];

describe('the embedded directory', () => {
  let embedded: DirectoryServer;
  before(async () => {
    embedded = await startEmbeddedDirectory();
  });
  after(() => embedded?.stop());

  test('answers every search as slapd does, to the reader and to nobody', {
    skip: !hasSlapd() && 'slapd is not installed',
  }, async () => {
    const slapd = await startSlapd();
    try {
      for (const bind of [[READER.dn, READER.password] as [string, string], undefined]) {
        const ours = await searches(embedded.url, bind, ASKED);
        assert.deepEqual(ours, await searches(slapd.url, bind, ASKED));
      }
    } finally {
      await slapd.stop();
    }
  });

  test('signs in with the password as written; a wrong, empty or unknown one is refused', async () => {
    const client = new Client({ url: embedded.url });
    await client.bind(USER_DN, 'MeetUser#2026');
    for (const [dn, password, refusal] of <[string, string, string][]>[
      [USER_DN, 'MeetUser#2025', 'InvalidCredentialsError'],
      [`uid=nobody,${PEOPLE}`, 'MeetUser#2026', 'InvalidCredentialsError'],
      [USER_DN, '', 'UnwillingToPerformError'],
      ['not a dn', 'x', 'InvalidDNSyntaxError'],
    ])
      await assert.rejects(client.bind(dn, password), { name: refusal }, `${dn} / ${password}`);
    // A refused bind leaves the connection anonymous: nothing can be read.
    await assert.rejects(client.search(PEOPLE, { filter: '(uid=*)' }), { name: 'NoSuchObjectError' });
    await client.unbind();
  });

  test('a person reads their own password, no one else reads or probes it', async () => {
    const client = new Client({ url: embedded.url });
    await client.bind(USER_DN, 'MeetUser#2026');
    const own = await client.search(USER_DN, { scope: 'base', attributes: ['userPassword'] });
    assert.equal(own.searchEntries[0]?.userPassword, 'MeetUser#2026');
    const others = await client.search(PEOPLE, { filter: '(userPassword=MeetAdmin#2026)' });
    assert.deepEqual(others.searchEntries, []);
    const admin = await client.search(`uid=admin,${PEOPLE}`, { scope: 'base' });
    assert.equal(admin.searchEntries[0]?.userPassword, undefined);
    await client.unbind();
  });

  test('is read-only: an addition, change or deletion is refused and changes nothing', async () => {
    const client = new Client({ url: embedded.url });
    await client.bind(READER.dn, READER.password);
    await assert.rejects(client.del(USER_DN), { name: 'UnwillingToPerformError' });
    await assert.rejects(client.add(`uid=eve,${PEOPLE}`, { uid: 'eve', objectClass: 'inetOrgPerson' }), {
      name: 'UnwillingToPerformError',
    });
    const { searchEntries } = await client.search(USER_DN, { scope: 'base', attributes: ['mail'] });
    assert.equal(searchEntries[0]?.mail, 'user@example.com');
    await client.unbind();
  });

  test('closes a connection that does not speak LDAP and goes on serving the others', async () => {
    for (const garbage of [
      Buffer.from('GET / HTTP/1.1\r\n\r\n'),
      Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff]),
    ]) {
      const { port } = new URL(embedded.url);
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(garbage);
      await new Promise((resolve) => socket.once('close', resolve));
    }
    const client = new Client({ url: embedded.url });
    await client.bind(READER.dn, READER.password);
    await client.unbind();
  });

  test('serves another LDIF file, folded lines and base64 values included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'meet-ldif-'));
    const ldif = join(dir, 'other.ldif');
    writeFileSync(
      ldif,
      [
        '# another directory',
        'dn: dc=other,dc=test',
        'objectClass: dcObject',
        'dc: other',
        '',
        'dn: cn=Zoë,dc=other,dc=test',
        'objectClass: person',
        `cn:: ${Buffer.from('Zoë').toString('base64')}`,
        'sn: Very long',
        '  name',
        'userPassword: Zoe#2026',
        '',
      ].join('\n'),
    );
    const other = await startEmbeddedDirectory(0, ldif);
    try {
      const client = new Client({ url: other.url });
      await client.bind('cn=Zoë, dc=other, dc=test', 'Zoe#2026');
      const { searchEntries } = await client.search('dc=other,dc=test', { filter: '(sn=very long name)' });
      assert.deepEqual(
        searchEntries.map((entry) => [entry.dn, entry.cn]),
        [['cn=Zoë,dc=other,dc=test', 'Zoë']],
      );
      await client.unbind();
    } finally {
      await other.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a DN compares without case or spaces around its separators; what is not one is refused', () => {
  assert.equal(normalDn('UID=User , OU=People,dc=Example'), 'uid=user,ou=people,dc=example');
  assert.equal(normalDn('cn=a\\,b,dc=x'), 'cn=a\\,b,dc=x');
  for (const notDn of ['staff', '*)(cn=*', 'cn=,dc=x', '=x', 'cn=a,,dc=x'])
    assert.equal(normalDn(notDn), undefined);
  assert.throws(() => parseLdif('dn: cn=a,dc=x\nchangetype: delete\n'), /change records/);
  assert.throws(() => parseLdif('cn: no dn\n'), /valid dn/);
});
