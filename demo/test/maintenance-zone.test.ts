// Maintenance is planned in the administrator's time zone: the searched day is that zone's day, from its midnight
// to the next, with 23 or 25 hours when the clocks change, and an unknown zone is refused with the contract's error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { zoneDayStart } from '../lib/time';
import { ADMINISTRATOR_ACCOUNT } from '../seed/index';
import { startTestServer, TestClient } from './helpers';

type Candidate = { start: string; end: string; duration: number; meetingCount: number };
const starts = (body: unknown) => (body as Candidate[]).map((c) => c.start).sort();

describe('maintenance in one time zone', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let administrator: TestClient;
  const search = (query: Record<string, string | number>) =>
    administrator.call('GET', 'web/admin/maintenance/available', { query });

  before(async () => {
    server = await startTestServer();
    administrator = new TestClient(server.url);
    await administrator.signIn(ADMINISTRATOR_ACCOUNT.email, ADMINISTRATOR_ACCOUNT.password);
  });
  after(() => server.close());

  test('a day in Kathmandu starts at its midnight there (18:15 UTC the day before), every half hour of its clock', async () => {
    const answer = await search({ day: '2030-06-01', duration: 30, timeZone: 'Asia/Kathmandu' });
    assert.equal(answer.status, 200, answer.text);
    const found = starts(answer.body);
    assert.equal(found.length, 48);
    assert.equal(found[0], '2030-05-31T18:15:00.000Z');
    assert.equal(found.at(-1), '2030-06-01T17:45:00.000Z');
  });

  test('without a zone the day is UTC', async () => {
    const found = starts((await search({ day: '2030-06-01', duration: 30 })).body);
    assert.equal(found[0], '2030-06-01T00:00:00.000Z');
    assert.equal(found.at(-1), '2030-06-01T23:30:00.000Z');
  });

  test('the day the clocks go forward in New York has 23 hours of candidates', async () => {
    const found = starts(
      (await search({ day: '2030-03-10', duration: 30, timeZone: 'America/New_York' })).body,
    );
    assert.equal(found.length, 46);
    assert.equal(found[0], '2030-03-10T05:00:00.000Z');
    assert.equal(found.at(-1), '2030-03-11T03:30:00.000Z');
  });

  test('an unknown zone answers 400 code 1004, a malformed one too', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'not a zone']) {
      const answer = await search({ day: '2030-06-01', duration: 30, timeZone });
      assert.equal(answer.status, 400, answer.text);
      assert.equal((answer.body as { exception: { code: number } }).exception.code, 1004);
    }
  });
});

describe('the first moment of a day in a zone', () => {
  test('is midnight there, before or after UTC', () => {
    assert.equal(
      new Date(zoneDayStart('2030-06-01', 'Europe/Paris') ?? 0).toISOString(),
      '2030-05-31T22:00:00.000Z',
    );
    assert.equal(
      new Date(zoneDayStart('2030-06-01', 'America/Los_Angeles') ?? 0).toISOString(),
      '2030-06-01T07:00:00.000Z',
    );
  });

  test('is 01:00 where the clocks skip midnight (Santiago, the first Sunday of September)', () => {
    assert.equal(
      new Date(zoneDayStart('2030-09-08', 'America/Santiago') ?? 0).toISOString(),
      '2030-09-08T04:00:00.000Z',
    );
  });

  test('is undefined for a zone nobody knows', () => {
    assert.equal(zoneDayStart('2030-06-01', 'Mars/Olympus_Mons'), undefined);
  });
});
