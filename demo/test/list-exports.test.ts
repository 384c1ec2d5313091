// The streamed exports of the large lists (meetings, a meeting's attendees, stored files, gateway jobs): the
// contract's columns, the list's filter applied, newest first, the formula guard, a bad filter refused before
// anything is sent, and only the roles that may list them.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import Papa from 'papaparse';
import { callOp } from './contract-support';
import { serverWithAdminAndManager } from './helpers';

type Row = Record<string, string>;

/** The rows of an export under its header, and the header itself. */
function parse(text: string): { header: string; rows: Row[] } {
  const header = text.split('\r\n', 1)[0] ?? '';
  const { data } = Papa.parse<Row>(text.trim(), { header: true, delimiter: ';' });
  return { header, rows: data };
}

describe('list exports', () => {
  const suite = serverWithAdminAndManager();
  const { admin, manager } = suite;
  let uid = '';

  before(() => {
    // A meeting with attendees, files and jobs: the filters below narrow each list to it.
    uid = suite.server.context.db
      .prepare(
        `SELECT m.uid FROM meetings m WHERE EXISTS (SELECT 1 FROM attendees a WHERE a.meeting_uid = m.uid)
           AND EXISTS (SELECT 1 FROM files f WHERE f.meeting_uid = m.uid) ORDER BY m.uid LIMIT 1`,
      )
      .pluck()
      .get() as string;
    assert.ok(uid, 'the seed holds a meeting with attendees and files');
  });

  test('meetings: the filtered list as CSV, latest start first, a formula written after a quote', async () => {
    suite.server.context.db.prepare('UPDATE meetings SET subject = ? WHERE uid = ?').run('=1+2 Budget', uid);
    const answer = await callOp(admin, 'exportMeetings', { query: { filter: 'subject=Budget' } });
    assert.match(answer.headers.get('content-disposition') ?? '', /filename="meetings\.csv"/);
    const { header, rows } = parse(answer.text);
    assert.equal(
      header,
      'uid;subject;startDate;duration;state;isCall;organization;creatorName;creatorEmail;participantCount;expectedUserCount;server',
    );
    const listed = await callOp(admin, 'listMeetings', { query: { filter: 'subject=Budget', size: 100 } });
    const { total } = listed.body as { total: number };
    assert.equal(rows.length, total);
    assert.ok(rows.some((row) => row.uid === uid && row.subject === "'=1+2 Budget"));
    assert.ok(rows.every((row) => /budget/i.test(row.subject ?? '')));
    const starts = rows.map((row) => row.startDate ?? '');
    assert.deepEqual(starts, [...starts].sort().reverse());
  });

  test("a meeting's attendees: only that meeting's, with the list's filter", async () => {
    const all = parse((await callOp(admin, 'exportMeetingAttendees', { params: { uid } })).text);
    assert.equal(
      all.header,
      'fullName;email;excluded;joinTime;leaveTime;relayServer;qualityIn;qualityOut;connectionCount;duration',
    );
    const listed = await callOp(admin, 'listMeetingAttendees', { params: { uid }, query: { size: 100 } });
    assert.equal(all.rows.length, (listed.body as { total: number }).total);
    const someone = all.rows[0]?.fullName ?? '';
    assert.ok(someone);
    const one = parse(
      (
        await callOp(admin, 'exportMeetingAttendees', {
          params: { uid },
          query: { filter: `name=${encodeURIComponent(someone)}` },
        })
      ).text,
    );
    assert.ok(one.rows.length >= 1);
    assert.ok(one.rows.every((row) => row.fullName === someone || row.email?.includes(someone)));
    await callOp(admin, 'exportMeetingAttendees', { params: { uid: '999999999' }, expect: 404 });
  });

  test('stored files: the filtered list as CSV, newest first, with the formula guard', async () => {
    const file = suite.server.context.db
      .prepare('SELECT id FROM files WHERE meeting_uid = ? LIMIT 1')
      .pluck()
      .get(uid) as number;
    suite.server.context.db.prepare('UPDATE files SET name = ? WHERE id = ?').run('@SUM(A1).pdf', file);
    const { header, rows } = parse(
      (await callOp(admin, 'exportFiles', { query: { filter: `meetingUid=${uid}` } })).text,
    );
    assert.equal(header, 'id;name;authorName;authorEmail;meetingUid;meetingSubject;date;size');
    const listed = await callOp(admin, 'listFiles', { query: { filter: `meetingUid=${uid}`, size: 100 } });
    assert.equal(rows.length, (listed.body as { total: number }).total);
    assert.ok(rows.every((row) => row.meetingUid === uid));
    assert.equal(rows.find((row) => Number(row.id) === file)?.name, "'@SUM(A1).pdf");
    const dates = rows.map((row) => row.date ?? '');
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('gateway jobs: the filtered list as CSV, parameters as JSON', async () => {
    const { header, rows } = parse(
      (await callOp(admin, 'exportGatewayJobs', { query: { filter: 'state=finished' } })).text,
    );
    assert.equal(header, 'id;type;state;meetingUid;creationDate;parameters');
    const listed = await callOp(admin, 'listGatewayJobs', { query: { filter: 'state=finished', size: 100 } });
    assert.equal(rows.length, (listed.body as { total: number }).total);
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.state === 'finished'));
    for (const row of rows) assert.equal(typeof JSON.parse(row.parameters ?? ''), 'object');
  });

  test('a bad filter is a 400 with the error shape, before anything is sent', async () => {
    for (const [id, params] of [
      ['exportMeetings', {}],
      ['exportMeetingAttendees', { uid }],
      ['exportFiles', {}],
      ['exportGatewayJobs', {}],
    ] as const) {
      const answer = await callOp(admin, id, { params, query: { filter: 'nothing=1' }, expect: 400 });
      assert.equal((answer.body as { exception: { code: number } }).exception.code, 1004);
    }
    await callOp(admin, 'exportGatewayJobs', { query: { filter: 'state=sleeping' }, expect: 400 });
  });

  test('a user manager may not export what it may not list', async () => {
    await callOp(manager, 'exportMeetings', { expect: 403 });
    await callOp(manager, 'exportMeetingAttendees', { params: { uid }, expect: 403 });
    await callOp(manager, 'exportFiles', { expect: 403 });
    await callOp(manager, 'exportGatewayJobs', { expect: 403 });
  });
});
