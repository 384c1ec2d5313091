// An import of 100,000 lines (the header and 99,999 users), one in ten of them bad in some way: a result for every line, every good line
// stored whole, every bad one reported, and nothing at all written when the import fails at its last step.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ADMIN, startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;

type ImportReport = {
  succeeded: number;
  failed: number;
  lines: { line: number; email: string; result: string }[];
};

/** With its header, the most lines a file may have. */
const LINES = 99_999;
const HEADER = 'email;firstName;lastName;login;language;timeZoneId;roles';
/** The bad lines, in turn, and the result each must get. */
const BAD: [(i: number) => string, string][] = [
  [(i) => `not-an-address-${i};Bad;Email;;en;;`, 'invalidEmail'],
  [() => 'admin@example.com;Taken;Email;;en;;', 'alreadyExists'],
  [(i) => `user${i - 1}@bulk.example.org;Twice;In file;;en;;`, 'alreadyExists'],
  [(i) => `lang${i}@bulk.example.org;Bad;Language;;xx;;`, 'invalidValue'],
  [(i) => `zone${i}@bulk.example.org;Bad;Zone;;en;Europe/Prague!;`, 'invalidValue'],
  [(i) => `role${i}@bulk.example.org;Bad;Role;;en;;owner`, 'invalidValue'],
  [(i) => `long${i}@bulk.example.org;${'x'.repeat(101)};Long;;en;;`, 'invalidValue'],
];

/** Line `i` (0-based, after the header): every tenth is bad, the others are new users. */
function line(i: number): { text: string; result: string } {
  if (i % 10 === 9) {
    const [make, result] = BAD[Math.floor(i / 10) % BAD.length] as [(i: number) => string, string];
    return { text: make(i), result };
  }
  return {
    text: `user${i}@bulk.example.org;First ${i};Last ${i};;${i % 2 ? 'fr' : 'de'};Europe/Prague;`,
    result: 'success',
  };
}

describe('an import of 100,000 lines (the most a file may have) with bad rows', () => {
  let server: Server;
  let admin: TestClient;
  const db = () => server.context.db;
  const usersDigest = () =>
    createHash('sha256')
      .update(JSON.stringify(db().prepare('SELECT * FROM users ORDER BY id').raw().all()))
      .digest('hex');
  const importCsv = (csv: string, query: Record<string, boolean> = {}) =>
    admin.call('POST', 'web/admin/users/import', { body: csv, contentType: 'text/csv', query });
  const expected = Array.from({ length: LINES }, (_, i) => line(i));
  const csv = [HEADER, ...expected.map((l) => l.text)].join('\n');

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  test('an import that fails at its last step writes nothing at all, however long it is', async () => {
    const digest = usersDigest();
    const mails = db().prepare('SELECT COUNT(*) FROM outbox').pluck().get();
    // The reset e-mails are the last writes of the import's transaction: without an outbox, they fail.
    db().exec('ALTER TABLE outbox RENAME TO outbox_away');
    const originalError = console.error;
    console.error = () => {};
    try {
      assert.equal((await importCsv(csv)).status, 500);
    } finally {
      console.error = originalError;
      db().exec('ALTER TABLE outbox_away RENAME TO outbox');
    }
    assert.equal(usersDigest(), digest);
    assert.equal(db().prepare('SELECT COUNT(*) FROM outbox').pluck().get(), mails);
  });

  test('every line gets its result, every good line is stored whole, memory stays sane', async () => {
    const before = db().prepare('SELECT COUNT(*) FROM users').pluck().get() as number;
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const answer = await importCsv(csv, { sendResetMail: false });
    clearInterval(sampler);
    assert.equal(answer.status, 200, answer.text.slice(0, 300));
    const report = answer.body as ImportReport;
    assert.equal(report.lines.length, LINES);
    const wrong = report.lines.filter((l, i) => l.line !== i + 2 || l.result !== expected[i]?.result);
    assert.deepEqual(wrong.slice(0, 5), []);
    const good = expected.filter((l) => l.result === 'success').length;
    assert.equal(report.succeeded, good);
    assert.equal(report.failed, LINES - good);
    assert.equal(db().prepare('SELECT COUNT(*) FROM users').pluck().get(), before + good);
    // Whole: every stored user has exactly the values of its line.
    const stored = db()
      .prepare(
        "SELECT email, first_name, last_name, language, time_zone_id FROM users WHERE email LIKE 'user%@bulk.example.org'",
      )
      .raw()
      .all() as [string, string, string, string, string][];
    assert.equal(stored.length, good);
    const mismatched = stored.filter(([email, first, last, language, zone]) => {
      const i = Number(/^user(\d+)@/.exec(email)?.[1]);
      return (
        first !== `First ${i}` ||
        last !== `Last ${i}` ||
        language !== (i % 2 ? 'fr' : 'de') ||
        zone !== 'Europe/Prague'
      );
    });
    assert.deepEqual(mismatched.slice(0, 5), []);
    // None of the bad lines left anything behind.
    assert.equal(
      db()
        .prepare(
          "SELECT COUNT(*) FROM users WHERE email NOT LIKE 'user%@bulk.example.org' AND email LIKE '%@bulk.example.org'",
        )
        .pluck()
        .get(),
      0,
    );
    // The CSV (about 6 MB) and its report are held at most a few times over, never per line in the megabytes.
    const peakMb = (heapPeak - heapBefore) / 1024 / 1024;
    assert.ok(peakMb < 600, `heap grew by ${peakMb.toFixed(0)} MB during the import`);
  });
});
