// User administration on the server: the streamed export, date ranges, the indexed filters and sorts, the
// CSV import (one transaction, one result per line) and the e-mail migration.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { csvStream } from '../lib/csv';
import { dateRange } from '../lib/list';
import { ADMIN, type Answer, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Page = { items: { id: number; email: string; lastName: string }[]; total: number };
type ImportReport = {
  succeeded: number;
  failed: number;
  lines: { line: number; email: string; result: string }[];
};
type MigrationReport = { lines: { line: number; oldEmail: string; newEmail: string; result: string }[] };

const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;
const EXPORT_HEADER =
  'email;firstName;lastName;login;language;timeZoneId;activated;registrationDate;lastLoginDate;roles';
/** Bulk users on top of the demo data: enough for an export of several chunks. */
const BULK = 3000;

describe('user administration on the server', () => {
  let server: Server;
  let admin: TestClient;
  const db = () => server.context.db;
  const count = (sql: string, ...params: unknown[]) =>
    db()
      .prepare(`SELECT COUNT(*) FROM users WHERE ${sql}`)
      .pluck()
      .get(...params) as number;
  const usersDigest = () =>
    createHash('sha256')
      .update(JSON.stringify(db().prepare('SELECT * FROM users ORDER BY id').raw().all()))
      .digest('hex');
  const list = async (filter: string, extra: Record<string, string | number> = {}) =>
    admin.call('GET', 'web/admin/users', { query: { size: 100, filter, ...extra } });
  const total = async (filter: string) => {
    const answer = await list(filter);
    assert.equal(answer.status, 200, `${filter}: ${answer.text}`);
    return (answer.body as Page).total;
  };
  const importCsv = (csv: string, query: Record<string, boolean> = {}) =>
    admin.call('POST', 'web/admin/users/import', { body: csv, contentType: 'text/csv', query });

  before(async () => {
    server = await startTestServer({ seedUsers: BULK });
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  test('the export is streamed CSV: the contract columns, the filter applied, formulas neutralised', async () => {
    for (const [first, last] of [
      ['=HYPERLINK("http://evil")', 'Formula'],
      ['+1', '-2'],
      ['@SUM(A1)', 'Tab'],
    ] as const) {
      const created = await admin.call('POST', 'web/admin/users', {
        json: {
          email: `formula.${createHash('sha1').update(first).digest('hex').slice(0, 8)}@guard.example.org`,
          firstName: first,
          lastName: last,
          language: 'en',
          sendResetMail: false,
        },
      });
      assert.equal(created.status, 201, created.text);
    }
    // The API refuses a tab in a name; a name from a directory, or from before that rule, may still hold one.
    server.context.db
      .prepare(`UPDATE users SET last_name = char(9) || last_name WHERE last_name = 'Tab'`)
      .run();
    const answer = await admin.call('GET', 'web/admin/users/export', {
      query: { filter: 'email=guard.example.org' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(answer.headers.get('content-disposition'), 'attachment; filename="users.csv"');
    assert.equal(answer.headers.get('transfer-encoding'), 'chunked', 'a stream has no length up front');
    const lines = answer.text.split('\r\n');
    assert.equal(lines[0], EXPORT_HEADER);
    assert.equal(lines.at(-1), '', 'every line ends with CRLF');
    const rows = lines.slice(1, -1);
    assert.equal(rows.length, 3, 'only the filtered users');
    const text = rows.join('\n');
    assert.ok(text.includes(`"'=HYPERLINK(""http://evil"")"`), text);
    assert.ok(text.includes(`"'+1";"'-2"`), text);
    assert.ok(text.includes(`"'@SUM(A1)";"'\tTab"`), text);
    assert.match(rows[0] ?? '', /;"en";"[^"]+";true;"\d{4}-\d\d-\d\dT[^"]+";;""$/);
  });

  test('the whole export comes in several chunks, and the server answers other calls meanwhile', async () => {
    const response = await fetch(`${server.url}/meet/services/json/web/admin/users/export`, {
      headers: { authorization: `Bearer ${admin.sessionToken}` },
    });
    assert.equal(response.status, 200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    const first = await reader.read();
    text += decoder.decode(first.value, { stream: true });
    // Half-way through the export, the main connection is free: a list and a write both answer.
    assert.equal((await list('name=a')).status, 200);
    const tag = await admin.call('POST', 'web/admin/tags', { json: { name: 'During export' } });
    assert.equal(tag.status, 201, tag.text);
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      text += decoder.decode(part.value, { stream: true });
    }
    const rows = text.split('\r\n').slice(1, -1);
    assert.ok(chunks >= 1, 'more than one chunk');
    assert.equal(rows.length, count('1 = 1'));
    const emails = rows.map((row) => JSON.parse(row.split(';')[0] ?? '') as string);
    assert.deepEqual(emails, db().prepare('SELECT email FROM users ORDER BY email').pluck().all());
  });

  test('a stream that is abandoned stops reading its rows', async () => {
    let closed = false;
    function* rows() {
      try {
        for (let i = 0; i < 1_000_000; i++) yield { n: i, text: 'x'.repeat(40) };
      } finally {
        closed = true;
      }
    }
    const stream = csvStream(['n', 'text'], rows(), (row) => row);
    for await (const _chunk of stream) break;
    assert.equal(closed, true);
  });

  test("a tag's e-mail export is streamed CSV too", async () => {
    const tag = (await admin.call('POST', 'web/admin/tags', { json: { name: 'Streamed' } })).body as {
      id: number;
    };
    await admin.call('POST', `web/admin/tags/${tag.id}/rules`, {
      json: { value: '=floor', defaultValue: true },
    });
    for (const email of ['user@example.com', 'admin@example.com']) {
      await admin.call('POST', `web/admin/tags/${tag.id}/users`, { json: { email } });
    }
    const answer = await admin.call('GET', `web/admin/tags/${tag.id}/users/emails`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(answer.headers.get('transfer-encoding'), 'chunked');
    assert.equal(
      answer.text,
      `email;value\r\n"admin@example.com";"'=floor"\r\n"user@example.com";"'=floor"\r\n`,
    );
  });

  test('a bad filter of the export is a 400 with the error shape, before any CSV', async () => {
    for (const filter of ['colour=red', 'registrationDate=2024-13-01~', 'role=owner']) {
      const answer = await admin.call('GET', 'web/admin/users/export', { query: { filter } });
      assert.equal(answer.status, 400, filter);
      assert.equal(codeOf(answer), 1004, filter);
    }
  });

  test('date ranges: `start~stop`, open ends and the older forms; bad ranges are 400 code 1004', async () => {
    const between = (from: string, to: string) =>
      count('registration_date >= ? AND registration_date < ?', from, to);
    assert.equal(await total('registrationDate=2025-01-01~2025-03-31'), between('2025-01-01', '2025-04-01'));
    assert.equal(
      await total('registrationDate=2025-01-01%20to%202025-03-31'),
      between('2025-01-01', '2025-04-01'),
    );
    assert.equal(await total('registrationDate=2025-01-01,2025-03-31'), between('2025-01-01', '2025-04-01'));
    assert.equal(await total('registrationDate=2025-02-03'), between('2025-02-03', '2025-02-04'));
    assert.equal(await total('registrationDate=2025-01-01~'), count('registration_date >= ?', '2025-01-01'));
    assert.equal(await total('registrationDate=~2025-01-01'), count('registration_date < ?', '2025-01-02'));
    assert.equal(await total('registrationDate=~'), count('1 = 1'));
    for (const bad of [
      'registrationDate=2025-01-01~2025-02-01~2025-03-01',
      'registrationDate=2025-02-30~',
      'registrationDate=~yesterday',
      'registrationDate=2025-1-1~',
      'registrationDate=%25E0~',
      'registrationDate=2025-01-01%20to',
      'registrationDate=,',
      'lastLoginDate=tomorrow',
    ]) {
      const answer = await list(bad);
      assert.equal(answer.status, 400, bad);
      assert.equal(codeOf(answer), 1004, bad);
    }
  });

  test('dateRange reads every form into the same condition', () => {
    const range = dateRange('t');
    assert.deepEqual(range('2024-05-01~2024-05-31'), range('2024-05-01 to 2024-05-31'));
    assert.deepEqual(range('2024-05-01~2024-05-31')?.params, ['2024-05-01', '2024-06-01']);
    assert.deepEqual(range('2024-05-01~'), { sql: '(t >= ?)', params: ['2024-05-01'] });
    assert.deepEqual(range('~2024-05-31'), { sql: '(t < ?)', params: ['2024-06-01'] });
    // Inside an end the filter panel writes '~' as %7E: this end reads "2024-05-01~", not a day.
    assert.throws(() => range('2024-05-01%7E~'), /Not a date range/);
    assert.deepEqual(range('%32024-05-01~'), range('2024-05-01~'));
    assert.equal(range('~'), undefined);
    assert.equal(range(''), undefined);
  });

  test('the lastLoginDate filter keeps the users who signed in within the range', async () => {
    const ids = db()
      .prepare("SELECT id FROM users WHERE email LIKE '%@bulk.example.com' LIMIT 5")
      .pluck()
      .all();
    const mark = db().prepare('UPDATE users SET last_login_date = ? WHERE id = ?');
    for (const [i, id] of ids.entries()) mark.run(`2021-06-0${i + 1}T10:00:00.000Z`, id);
    const answer = await list('lastLoginDate=2021-06-02~2021-06-04', { sort: 'lastLoginDate' });
    const page = answer.body as Page;
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.items.map((item) => item.id),
      ids.slice(1, 4),
    );
    assert.equal(await total('lastLoginDate=~2021-06-05'), 5 + count('last_login_date < ?', '2021-06-01'));
  });

  test('the indexed name and role filters answer what a full scan would', async () => {
    const like = (value: string) =>
      count(
        "first_name LIKE ? ESCAPE '\\' OR last_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR login LIKE ? ESCAPE '\\'",
        ...Array(4).fill(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      );
    for (const value of [
      'mar',
      'MAR',
      'nov',
      'novák',
      'ová',
      'example',
      'admin@ex',
      'a',
      'é',
      '50%',
      'a_b',
      '"x"',
    ]) {
      assert.equal(await total(`name=${encodeURIComponent(value)}`), like(value), value);
    }
    assert.equal(await total('email=bulk.example'), count("email LIKE '%bulk.example%'"));
    // Names, addresses and roles changed later are found by their new values only.
    const [id] = db()
      .prepare("SELECT id FROM users WHERE email LIKE '%@bulk.example.com' LIMIT 1")
      .pluck()
      .all();
    const update = await admin.call('PATCH', `web/admin/users/${id}`, {
      json: { firstName: 'Quetzalcoatl', roles: ['userManager'] },
    });
    assert.equal(update.status, 200, update.text);
    assert.equal(await total('name=quetzal'), 1);
    const managers = count("' ' || roles || ' ' LIKE '% userManager %'");
    assert.equal(await total('role=userManager'), managers);
    await admin.call('PATCH', `web/admin/users/${id}`, { json: { firstName: 'Plain', roles: [] } });
    assert.equal(await total('name=quetzal'), 0);
    assert.equal(await total('role=userManager'), managers - 1);
    await admin.call('DELETE', `web/admin/users/${id}`);
    assert.equal(await total('name=plain'), count("first_name LIKE '%plain%'"));
  });

  test('a sort reads as one order across pages, ties by id in the same direction', async () => {
    const filter = 'name=cerny';
    const seen: number[] = [];
    for (let page = 1; page <= 100; page++) {
      const items = ((await list(filter, { size: 10, page, sort: 'lastName', order: 1 })).body as Page).items;
      if (items.length === 0) break;
      seen.push(...items.map((item) => item.id));
    }
    const expected = db()
      .prepare(
        "SELECT id FROM users WHERE first_name LIKE '%cerny%' OR last_name LIKE '%cerny%' OR email LIKE '%cerny%' OR login LIKE '%cerny%' ORDER BY last_name DESC, id DESC",
      )
      .pluck()
      .all();
    assert.ok(expected.length > 30);
    assert.deepEqual(seen, expected);
  });

  test('an import stores exactly its good lines, reports each bad one, and mails the new users', async () => {
    const mailsBefore = server.context.outbox.list(10_000).length;
    const before = count('1 = 1');
    const csv = [
      'email;firstName;lastName;login;language;timeZoneId;roles',
      'good.one@import.example.org;Good;One;;en;Europe/Prague;',
      'not-an-address;Bad;Email;;en;;',
      'admin@example.com;Taken;Email;;en;;',
      'good.two@import.example.org;Good;Two;good.two;fr;;userManager',
      'GOOD.ONE@import.example.org;Again;In file;;en;;',
      'login.clash@import.example.org;Login;Clash;good.two;en;;',
      'bad.language@import.example.org;Bad;Language;;xx;;',
      'bad.role@import.example.org;Bad;Role;;en;;owner',
      'bad.zone@import.example.org;Bad;Zone;;en;Not a zone!;',
      `long.name@import.example.org;${'x'.repeat(101)};Long;;en;;`,
      'sys.admin@import.example.org;Sys;Admin;;en;;systemAdmin',
      'good.three@import.example.org;;;;;;administrator administrator',
    ].join('\n');
    const answer = await importCsv(csv);
    assert.equal(answer.status, 200, answer.text);
    const report = answer.body as ImportReport;
    assert.deepEqual(
      report.lines.map((l) => [l.line, l.result]),
      [
        [2, 'success'],
        [3, 'invalidEmail'],
        [4, 'alreadyExists'],
        [5, 'success'],
        [6, 'alreadyExists'],
        [7, 'alreadyExists'],
        [8, 'invalidValue'],
        [9, 'invalidValue'],
        [10, 'invalidValue'],
        [11, 'invalidValue'],
        // The administrator importing is a system administrator: granting systemAdmin is allowed.
        [12, 'success'],
        [13, 'success'],
      ],
    );
    assert.equal(report.succeeded, 4);
    assert.equal(report.failed, 8);
    assert.equal(count('1 = 1'), before + 4);
    const stored = db()
      .prepare(
        "SELECT email, login, first_name, roles FROM users WHERE email LIKE '%@import.example.org' ORDER BY id",
      )
      .raw()
      .all();
    assert.deepEqual(stored, [
      ['good.one@import.example.org', 'good.one@import.example.org', 'Good', ''],
      ['good.two@import.example.org', 'good.two', 'Good', 'userManager'],
      ['sys.admin@import.example.org', 'sys.admin@import.example.org', 'Sys', 'systemAdmin'],
      ['good.three@import.example.org', 'good.three@import.example.org', 'good.three', 'administrator'],
    ]);
    assert.equal(await total('role=administrator&name=good.three'), 1);
    assert.equal(server.context.outbox.list(10_000).length, mailsBefore + 4);
  });

  test('an invalid file is 400 code 1004 and writes nothing', async () => {
    const digest = usersDigest();
    for (const body of [
      'mail;name\na@example.org;A\n',
      'email\n"unclosed@example.org\n',
      '\n\n',
      ' ',
      '\u0000\u0001\u0002',
    ]) {
      const answer = await importCsv(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(codeOf(answer), 1004, JSON.stringify(body));
    }
    const empty = await admin.call('POST', 'web/admin/users/import', { body: '', contentType: 'text/csv' });
    assert.equal(empty.status, 400);
    assert.equal(codeOf(empty), 1004);
    assert.equal(usersDigest(), digest);
  });

  test('an import that fails half-way writes nothing at all', async () => {
    const digest = usersDigest();
    // The reset e-mails are written in the import's transaction: without an outbox, the last step fails.
    db().exec('ALTER TABLE outbox RENAME TO outbox_away');
    const originalError = console.error;
    console.error = () => {};
    try {
      const answer = await importCsv('email\nhalf.one@import.example.org\nhalf.two@import.example.org\n');
      assert.equal(answer.status, 500);
    } finally {
      console.error = originalError;
      db().exec('ALTER TABLE outbox_away RENAME TO outbox');
    }
    assert.equal(usersDigest(), digest);
  });

  test('a dry run of the e-mail migration reports every line and changes nothing', async () => {
    const digest = usersDigest();
    const answer = await admin.call('POST', 'web/admin/users/email-migration', {
      body: 'oldEmail;newEmail\ngood.one@import.example.org;moved.one@import.example.org\n',
      contentType: 'text/csv',
      query: { dryRun: true, sendResetMail: true },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(
      (answer.body as MigrationReport).lines.map((l) => l.result),
      ['success'],
    );
    assert.equal(usersDigest(), digest);
  });

  test('a line without any separator is reported not valid and the other lines still read with `;`', async () => {
    const answer = await admin.call('POST', 'web/admin/users/email-migration', {
      query: { dryRun: true },
      body: ['oldEmail;newEmail', 'admin@example.com;admin.moved@example.com', 'broken-line', ''].join('\n'),
      contentType: 'text/csv',
    });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(
      (answer.body as MigrationReport).lines.map((l) => [l.line, l.oldEmail, l.result]),
      [
        [2, 'admin@example.com', 'success'],
        [3, 'broken-line', 'notValid'],
      ],
    );
  });

  test('the e-mail migration reports each line: success, emailNotFound, alreadyUsed, notValid', async () => {
    const answer = await admin.call('POST', 'web/admin/users/email-migration', {
      body: [
        'good.one@import.example.org;moved.one@import.example.org',
        'nobody@import.example.org;someone@import.example.org',
        'good.two@import.example.org;admin@example.com',
        'good.three@import.example.org;moved.one@import.example.org',
        'not-an-address;x@import.example.org',
        'good.two@import.example.org;two@import.example.org;extra',
        'good.two@import.example.org;moved.two@import.example.org',
      ].join('\n'),
      contentType: 'text/csv',
    });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(
      (answer.body as MigrationReport).lines.map((l) => [l.line, l.result]),
      [
        [1, 'success'],
        [2, 'emailNotFound'],
        [3, 'alreadyUsed'],
        [4, 'alreadyUsed'],
        [5, 'notValid'],
        [6, 'notValid'],
        [7, 'success'],
      ],
    );
    const rows = db()
      .prepare("SELECT email, login FROM users WHERE email LIKE '%@import.example.org' ORDER BY id")
      .raw()
      .all();
    // A login equal to the address follows it; a login of its own stays.
    assert.deepEqual(rows.slice(0, 2), [
      ['moved.one@import.example.org', 'moved.one@import.example.org'],
      ['moved.two@import.example.org', 'good.two'],
    ]);
    assert.equal(await total('name=moved.one'), 1);
    assert.equal(await total('name=good.one'), 0);
  });

  test('an external account (LDAP or SSO) gets no reset-password link: 1004, and no link is made', async () => {
    for (const source of ['LDAP', 'SSO']) {
      const id = db().prepare('SELECT id FROM users WHERE source = ? LIMIT 1').pluck().get(source) as number;
      const before = db().prepare('SELECT COUNT(*) FROM password_resets').pluck().get();
      const answer = await admin.call('POST', `web/admin/users/${id}/reset-password-link`);
      assert.equal(answer.status, 400, answer.text);
      assert.equal(codeOf(answer), 1004);
      assert.equal(db().prepare('SELECT COUNT(*) FROM password_resets').pluck().get(), before);
    }
    const internal = db()
      .prepare("SELECT id FROM users WHERE source = 'INTERNAL' AND roles = '' LIMIT 1")
      .pluck()
      .get();
    assert.equal((await admin.call('POST', `web/admin/users/${internal}/reset-password-link`)).status, 200);
  });
});
