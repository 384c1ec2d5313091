// Authority over targets: every operation the contract marks `x-target`, walked with every pair of (caller roles,
// target roles), fails on any grant beyond the rule of `x-grantable-roles`; and the takeover of a system
// administrator by a user manager is refused at every step.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDocument, loadOperations } from '../contract/openapi';
import { ADMIN, type Answer, MANAGER, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const ROLES = ['userManager', 'administrator', 'systemAdmin'];
/** Every set of roles, the empty one included. */
const ROLE_SETS: string[][] = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ROLES.filter((_, i) => bits & (1 << i)));
const GRANTS = loadDocument()['x-grantable-roles'] as Record<string, string[]>;

/** The rule in words of the contract, written again here so that the server's copy is checked, not trusted. */
function withinAuthority(caller: string[], roles: string[]): boolean {
  const authority = caller.flatMap((role) => GRANTS[role] ?? []);
  return roles.every((role) => authority.includes(role));
}
/** The roles of the operations' `x-roles`: a caller holding none of them is refused whatever the target. */
const mayCallUserOperations = (caller: string[]) => caller.length > 0;

const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;
const label = (roles: string[]) => `[${roles.join(' ') || 'no role'}]`;

describe('authority over targets', () => {
  let server: Server;
  let serial = 0;

  /** A fresh account with these roles, written straight into the database. */
  function account(roles: string[]): { id: number; email: string } {
    serial += 1;
    const email = `target-${serial}@authority.example.org`;
    const { lastInsertRowid } = server.context.db
      .prepare(
        `INSERT INTO users (email, login, first_name, last_name, registration_date, language, time_zone_id, roles)
         VALUES (?, ?, 'Target', 'Account', '2026-01-01T00:00:00.000Z', 'en', 'Europe/Paris', ?)`,
      )
      .run(email, email, roles.join(' '));
    return { id: Number(lastInsertRowid), email };
  }

  /** A signed-in client of a fresh account with these roles. */
  async function caller(roles: string[]): Promise<TestClient> {
    const client = new TestClient(server.url);
    await client.open();
    client.sessionToken = server.context.tokens.signIn(account(roles).id).sessionToken;
    return client;
  }

  const row = (id: number) =>
    server.context.db.prepare('SELECT first_name, email, roles, activated FROM users WHERE id = ?').get(id) as
      | { first_name: string; email: string; roles: string; activated: number }
      | undefined;
  const resetCount = (id: number) =>
    (
      server.context.db.prepare('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ?').get(id) as {
        n: number;
      }
    ).n;

  function assertRefused(answer: Answer, what: string): void {
    assert.equal(answer.status, 403, `${what} should be refused: ${answer.text}`);
    assert.equal(codeOf(answer), 1005, what);
  }

  /** Each operation of the contract marked `x-target`, walked over every (caller, target) pair. */
  const CASES: Record<
    string,
    (client: TestClient, callerRoles: string[], targetRoles: string[]) => Promise<void>
  > = {
    updateUser: async (client, callerRoles, targetRoles) => {
      const what = `${label(callerRoles)} updateUser of ${label(targetRoles)}`;
      const allowed = mayCallUserOperations(callerRoles) && withinAuthority(callerRoles, targetRoles);
      // A change of name, a deactivation and a change of e-mail: the takeover's first step.
      for (const change of [
        { firstName: 'Changed' },
        { activated: false },
        { email: 'moved@authority.example.org' },
      ]) {
        const target = account(targetRoles);
        const before = row(target.id);
        const answer = await client.call('PATCH', `web/admin/users/${target.id}`, { json: change });
        if (allowed) assert.equal(answer.status, 200, `${what} ${JSON.stringify(change)}: ${answer.text}`);
        else {
          assertRefused(answer, `${what} ${JSON.stringify(change)}`);
          assert.deepEqual(row(target.id), before, `${what}: nothing changed`);
        }
        if (answer.status === 200) server.context.db.prepare('DELETE FROM users WHERE id = ?').run(target.id);
      }
      // The same set of roles granted to an account without any: only roles within the caller's authority.
      const target = account([]);
      const answer = await client.call('PATCH', `web/admin/users/${target.id}`, {
        json: { roles: targetRoles },
      });
      if (mayCallUserOperations(callerRoles) && withinAuthority(callerRoles, targetRoles)) {
        assert.equal(answer.status, 200, `${what}: grants: ${answer.text}`);
      } else {
        assertRefused(answer, `${label(callerRoles)} grants ${label(targetRoles)}`);
        assert.equal(row(target.id)?.roles, '', 'no role granted');
      }
    },

    // Each listed account is reported: refused (1005, unchanged) beyond authority, done within it.
    bulkUsers: async (client, callerRoles, targetRoles) => {
      const what = `${label(callerRoles)} bulkUsers of ${label(targetRoles)}`;
      const target = account(targetRoles);
      const answer = await client.call('POST', 'web/admin/users/bulk', {
        json: { ids: [target.id], action: 'deactivate' },
      });
      if (!mayCallUserOperations(callerRoles)) return assertRefused(answer, what);
      const result = (answer.body as { results: { result: string; code?: number }[] }).results[0];
      if (withinAuthority(callerRoles, targetRoles)) assert.equal(result?.result, 'done', what);
      else {
        assert.deepEqual([result?.result, result?.code], ['refused', 1005], what);
        assert.equal(row(target.id)?.activated, 1, `${what}: still active`);
      }
      // The same roles granted to an account without any: only roles within the caller's authority.
      const bare = account([]);
      const granted = await client.call('POST', 'web/admin/users/bulk', {
        json: { ids: [bare.id], action: 'setRole', role: targetRoles[0] ?? 'userManager' },
      });
      const grant = (granted.body as { results: { result: string }[] }).results[0];
      const role = targetRoles[0] ?? 'userManager';
      assert.equal(
        grant?.result,
        withinAuthority(callerRoles, [role]) ? 'done' : 'refused',
        `${what}: grants`,
      );
      if (grant?.result !== 'done') assert.equal(row(bare.id)?.roles, '', 'no role granted');
    },

    deleteUser: async (client, callerRoles, targetRoles) => {
      const what = `${label(callerRoles)} deleteUser of ${label(targetRoles)}`;
      const target = account(targetRoles);
      const answer = await client.call('DELETE', `web/admin/users/${target.id}`);
      if (mayCallUserOperations(callerRoles) && withinAuthority(callerRoles, targetRoles)) {
        // A system administrator account is deleted by nobody (1027): stricter than the rule, never looser.
        if (targetRoles.includes('systemAdmin'))
          assert.equal(codeOf(answer), 1027, `${what}: ${answer.text}`);
        else assert.equal(answer.status, 204, `${what}: ${answer.text}`);
      } else {
        assertRefused(answer, what);
        assert.ok(row(target.id), `${what}: the account is still there`);
      }
    },

    createResetPasswordLink: async (client, callerRoles, targetRoles) => {
      const what = `${label(callerRoles)} createResetPasswordLink of ${label(targetRoles)}`;
      const target = account(targetRoles);
      const answer = await client.call('POST', `web/admin/users/${target.id}/reset-password-link`);
      if (mayCallUserOperations(callerRoles) && withinAuthority(callerRoles, targetRoles)) {
        assert.equal(answer.status, 200, `${what}: ${answer.text}`);
        assert.equal(resetCount(target.id), 1);
      } else {
        assertRefused(answer, what);
        assert.doesNotMatch(answer.text, /uuid/, `${what}: no link in the answer`);
        assert.equal(resetCount(target.id), 0, `${what}: no link made`);
      }
    },

    migrateUserEmails: async (client, callerRoles, targetRoles) => {
      const what = `${label(callerRoles)} migrateUserEmails of ${label(targetRoles)}`;
      const target = account(targetRoles);
      const moved = `moved-${target.id}@authority.example.org`;
      const answer = await client.call('POST', 'web/admin/users/email-migration', {
        body: `${target.email};${moved}`,
        contentType: 'text/csv',
        query: { sendResetMail: true },
      });
      if (!mayCallUserOperations(callerRoles)) return assertRefused(answer, what);
      assert.equal(answer.status, 200, `${what}: ${answer.text}`);
      const result = (answer.body as { lines: { result: string }[] }).lines[0]?.result;
      if (withinAuthority(callerRoles, targetRoles)) assert.equal(result, 'success', what);
      else {
        assert.equal(result, 'failure', what);
        assert.equal(row(target.id)?.email, target.email, `${what}: the address is unchanged`);
        assert.equal(resetCount(target.id), 0, `${what}: no reset link`);
      }
    },

    // Creating and importing have no target account: the target's roles are the roles granted.
    createUser: async (client, callerRoles, granted) => {
      const what = `${label(callerRoles)} createUser with ${label(granted)}`;
      serial += 1;
      const email = `created-${serial}@authority.example.org`;
      const answer = await client.call('POST', 'web/admin/users', {
        json: {
          email,
          firstName: 'New',
          lastName: 'Account',
          language: 'en',
          roles: granted,
          sendResetMail: false,
        },
      });
      if (mayCallUserOperations(callerRoles) && withinAuthority(callerRoles, granted)) {
        assert.equal(answer.status, 201, `${what}: ${answer.text}`);
      } else {
        assertRefused(answer, what);
        assert.equal(server.context.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email), undefined);
      }
    },

    importUsers: async (client, callerRoles, granted) => {
      const what = `${label(callerRoles)} importUsers with ${label(granted)}`;
      serial += 1;
      const email = `imported-${serial}@authority.example.org`;
      const answer = await client.call('POST', 'web/admin/users/import', {
        body: `email;roles\n${email};${granted.join(' ')}`,
        contentType: 'text/csv',
        query: { sendResetMail: false },
      });
      if (!mayCallUserOperations(callerRoles)) return assertRefused(answer, what);
      const result = (answer.body as { lines: { result: string }[] }).lines[0]?.result;
      assert.equal(result, withinAuthority(callerRoles, granted) ? 'success' : 'invalidValue', what);
    },
  };

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('every operation that acts on accounts or grants roles is marked x-target and walked here', () => {
    const operations = loadOperations();
    const marked = operations
      .filter((operation) => operation.target)
      .map((operation) => operation.operationId);
    assert.deepEqual(marked.sort(), Object.keys(CASES).sort());
    // A change to a user of the path without x-target would escape the rule.
    const unmarked = operations.filter(
      (operation) =>
        operation.path.startsWith('/web/admin/users/{id}') && operation.method !== 'GET' && !operation.target,
    );
    assert.deepEqual(
      unmarked.map((operation) => operation.operationId),
      [],
    );
  });

  test('the contract grants as roles.md says: a user manager userManager, an administrator up to administrator', () => {
    assert.deepEqual(GRANTS, {
      userManager: ['userManager'],
      administrator: ['userManager', 'administrator'],
      systemAdmin: ['userManager', 'administrator', 'systemAdmin'],
    });
  });

  for (const [operationId, walk] of Object.entries(CASES)) {
    test(`${operationId}: every caller acts only on accounts and grants only roles within its authority`, async () => {
      for (const callerRoles of ROLE_SETS) {
        const client = await caller(callerRoles);
        for (const targetRoles of ROLE_SETS) await walk(client, callerRoles, targetRoles);
      }
    });
  }

  test('a user manager cannot take over a system administrator: no reset link, no e-mail change, no migration', async () => {
    const manager = new TestClient(server.url);
    assert.equal((await manager.signIn(MANAGER.email, MANAGER.password)).status, 200);
    const admin = server.context.db.prepare('SELECT id FROM users WHERE email = ?').get(ADMIN.email) as {
      id: number;
    };
    const mailsBefore = server.context.outbox.list().length;
    assertRefused(
      await manager.call('POST', `web/admin/users/${admin.id}/reset-password-link`),
      'reset link',
    );
    assertRefused(
      await manager.call('PATCH', `web/admin/users/${admin.id}`, {
        json: { email: 'mine@evil.example.org' },
      }),
      'e-mail change',
    );
    assertRefused(
      await manager.call('PATCH', `web/admin/users/${admin.id}`, { json: { activated: false } }),
      'deactivation',
    );
    const migration = await manager.call('POST', 'web/admin/users/email-migration', {
      body: `${ADMIN.email};mine@evil.example.org`,
      contentType: 'text/csv',
      query: { sendResetMail: true },
    });
    assert.equal((migration.body as { lines: { result: string }[] }).lines[0]?.result, 'failure');
    assertRefused(
      await manager.call('PATCH', `web/admin/users/${admin.id}`, { json: { roles: [] } }),
      'demotion',
    );
    // Nor grants itself administrator.
    const self = server.context.db.prepare('SELECT id FROM users WHERE email = ?').get(MANAGER.email) as {
      id: number;
    };
    assertRefused(
      await manager.call('PATCH', `web/admin/users/${self.id}`, {
        json: { roles: ['userManager', 'administrator'] },
      }),
      'self-granted administrator',
    );
    assert.equal(resetCount(admin.id), 0, 'no reset link for the system administrator');
    assert.equal(server.context.outbox.list().length, mailsBefore, 'no e-mail sent');
    // The system administrator still signs in with its own password, at its own address.
    const still = new TestClient(server.url);
    assert.equal((await still.signIn(ADMIN.email, ADMIN.password)).status, 200);
    assert.equal((await still.call('GET', 'web/admin/settings/general')).status, 200);
  });
});
