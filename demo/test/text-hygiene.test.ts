// Names, logins and e-mails a person can read as they are stored: control, bidirectional and zero-width
// characters refused (JSON and CSV alike, in the contract's error shape), text stored in NFC, and a new login that
// reads like an existing one (Cyrillic а for Latin a, 0 for o) refused like a login already used.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { UNSAFE_CHARACTER_CLASS } from '../../src/core/validators';
import { loadDocument } from '../contract/openapi';
import { loginSkeleton } from '../lib/confusables';
import { ADMIN, type Answer, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Characters that hide or reorder text: NUL, escape, right-to-left override, isolates, zero-width ones, BOM. */
const UNSAFE = ['\u0000', '\u001b', '\u202e', '\u2066', '\u200b', '\u200d', '\u2060', '\ufeff', '\u2028'];

const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;

function assertInvalid(answer: Answer, what: string): void {
  assert.equal(answer.status, 400, `${what}: ${answer.text}`);
  assert.equal(codeOf(answer), 1004, what);
  assert.equal(typeof (answer.body as { exception: { message: unknown } }).exception.message, 'string');
}

describe('names, logins and e-mails', () => {
  let server: Server;
  let admin: TestClient;
  let serial = 0;
  const fresh = () => `hygiene-${++serial}@text.example.org`;
  const row = (email: string) =>
    server.context.db.prepare('SELECT first_name, last_name, login FROM users WHERE email = ?').get(email) as
      | { first_name: string; last_name: string; login: string }
      | undefined;

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  test('the contract refuses the class of characters the screens refuse', () => {
    const schemas = (loadDocument().components as { schemas: Record<string, { pattern?: string }> }).schemas;
    for (const name of ['Name', 'Login'])
      assert.equal(schemas[name]?.pattern, `^[^${UNSAFE_CHARACTER_CLASS}]*$`, name);
  });

  test('a control, bidirectional or zero-width character in a name, login or e-mail is refused, nothing created', async () => {
    for (const character of UNSAFE) {
      const email = fresh();
      const base = { email, firstName: 'Ana', lastName: 'Novak', language: 'en' };
      const label = JSON.stringify(character);
      for (const body of [
        { ...base, firstName: `An${character}a` },
        { ...base, lastName: `${character}kavon` },
        { ...base, login: `ana${character}@text.example.org` },
        { ...base, email: `ana${character}@text.example.org` },
      ]) {
        assertInvalid(await admin.call('POST', 'web/admin/users', { json: body }), `create ${label}`);
      }
      assert.equal(row(email), undefined, `${label}: nobody created`);
    }
    assertInvalid(
      await admin.call('POST', 'web/admin/users', {
        json: { email: 'admin@example.com\u0000', firstName: 'A', lastName: 'B', language: 'en' },
      }),
      'the NUL after an existing address',
    );
  });

  test('a change and the own profile are refused alike, and nothing is changed', async () => {
    const email = fresh();
    const created = await admin.call('POST', 'web/admin/users', {
      json: { email, firstName: 'Ana', lastName: 'Novak', language: 'en' },
    });
    const { id } = created.body as { id: number };
    for (const change of [{ firstName: 'A\u202eB' }, { login: 'ana\u200b' }, { lastName: '\u0007' }])
      assertInvalid(
        await admin.call('PATCH', `web/admin/users/${id}`, { json: change }),
        JSON.stringify(change),
      );
    assert.deepEqual(row(email), { first_name: 'Ana', last_name: 'Novak', login: email });
    assertInvalid(
      await admin.call('PATCH', 'web/users/me', {
        json: { firstName: 'Sys\u200dtem', lastName: 'Admin', language: 'en', timeZoneId: 'Europe/Paris' },
      }),
      'own profile',
    );
  });

  test('CSV lines with such characters are reported and not written', async () => {
    const email = fresh();
    const answer = await admin.call('POST', 'web/admin/users/import', {
      body: `email;firstName;lastName;login\n${email};Ana;No\u202evak;\nzero\u200bwidth@text.example.org;A;B;\n`,
      contentType: 'text/csv',
      query: { sendResetMail: false },
    });
    assert.equal(answer.status, 200, answer.text);
    const results = (answer.body as { lines: { result: string }[] }).lines.map((line) => line.result);
    assert.deepEqual(results, ['invalidValue', 'invalidEmail']);
    assert.equal(row(email), undefined);
    const migration = await admin.call('POST', 'web/admin/users/email-migration', {
      body: 'user@example.com;us\u200ber@example.com\n',
      contentType: 'text/csv',
    });
    assert.deepEqual(
      (migration.body as { lines: { result: string }[] }).lines.map((line) => line.result),
      ['notValid'],
    );
  });

  test('names and logins are stored in NFC: a decomposed é is stored as one character', async () => {
    const email = fresh();
    const answer = await admin.call('POST', 'web/admin/users', {
      json: {
        email,
        firstName: 'E\u0301va',
        lastName: 'Mu\u0308ller',
        login: 'e\u0301va.nfc',
        language: 'en',
      },
    });
    assert.equal(answer.status, 201, answer.text);
    assert.deepEqual(row(email), { first_name: '\u00c9va', last_name: 'M\u00fcller', login: '\u00e9va.nfc' });
    // The same login typed composed is the same login.
    const again = await admin.call('POST', 'web/admin/users', {
      json: { email: fresh(), firstName: 'A', lastName: 'B', login: '\u00e9va.nfc', language: 'en' },
    });
    assert.equal(again.status, 409, again.text);
  });

  test('a new login that reads like an existing one is refused with 409 code 1006, by JSON and by CSV', async () => {
    assert.equal(loginSkeleton('\u0430dmin@example.com'), loginSkeleton('admin@example.com'));
    assert.equal(loginSkeleton('ADMIN@EXAMPLE.COM'), loginSkeleton('\u0410DMIN@ex\u0430mple.c0m'));
    assert.notEqual(loginSkeleton('anna@example.com'), loginSkeleton('anne@example.com'));
    for (const login of [
      '\u0430dmin@example.com', // Cyrillic а
      'adm\u0456n@example.com', // Cyrillic і
      '\u0391DMIN@EXAMPLE.COM', // Greek Α, upper case
      'admin@examp1e.com', // 1 for l
      'adrnin@example.com', // rn for m
      '\uff41dmin@example.com', // fullwidth a
    ]) {
      const email = fresh();
      const answer = await admin.call('POST', 'web/admin/users', {
        json: { email, firstName: 'Look', lastName: 'Alike', login, language: 'en' },
      });
      assert.equal(answer.status, 409, `${login}: ${answer.text}`);
      assert.equal(codeOf(answer), 1006, login);
      assert.equal(row(email), undefined, login);
    }
    const unrelated = fresh();
    const own = await admin.call('POST', 'web/admin/users', {
      json: { email: unrelated, firstName: 'Own', lastName: 'Login', language: 'en' },
    });
    assert.equal(own.status, 201, own.text);
    const { id } = own.body as { id: number };
    // An account keeps its own login: a change of name is no clash with itself.
    assert.equal(
      (await admin.call('PATCH', `web/admin/users/${id}`, { json: { login: unrelated } })).status,
      200,
    );
    const renamed = await admin.call('PATCH', `web/admin/users/${id}`, {
      json: { login: 'us\u0435r@example.com' },
    });
    assert.equal(renamed.status, 409, renamed.text);

    const imported = await admin.call('POST', 'web/admin/users/import', {
      body: `email;login\n${fresh()};m\u0430nager@example.com\n${fresh()};twin@text.example.org\n${fresh()};tw\u0456n@text.example.org\n`,
      contentType: 'text/csv',
      query: { sendResetMail: false },
    });
    assert.deepEqual(
      (imported.body as { lines: { result: string }[] }).lines.map((line) => line.result),
      ['alreadyExists', 'success', 'alreadyExists'],
    );
  });
});
