// Lifecycle of services and stored content: a zone deleted only when empty and the default zone chosen, every
// meeting of a server ended at once, a stored file and an attachment downloaded in their own type under their own
// name; each change in the audit trail with its old and new values, each operation for the roles of its x-roles.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { attachmentDisposition } from '../lib/file-content';
import { ADMINISTRATOR_ACCOUNT } from '../seed/index';
import { callOp } from './contract-support';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Zone = { id: number; name: string; serverCount: number; userCount: number; default: boolean };
type Server = { id: number; meetingCount: number; zoneId: number };
type Change = { field: string; old?: unknown; new?: unknown };
const codeOf = (answer: { body: unknown }) => (answer.body as { exception: { code: number } }).exception.code;

describe('lifecycle of zones, servers and stored content', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const clients = {
    admin: new TestClient(''),
    administrator: new TestClient(''),
    manager: new TestClient(''),
    user: new TestClient(''),
  };
  const { admin } = clients;

  async function lastChanges(operation: string, recordType: string, recordId: number) {
    const trail = await callOp(admin, 'listAuditEntries', {
      query: { filter: `operation=${operation}&recordType=${recordType}&recordId=${recordId}` },
    });
    return (trail.body as { items: { changes: Change[] }[] }).items[0]?.changes as Change[] | undefined;
  }
  const zones = async () => (await callOp(admin, 'listServerZones')).body as Zone[];
  const newZone = async (name: string) =>
    (await callOp(admin, 'createServerZone', { json: { name }, expect: 201 })).body as Zone;

  before(async () => {
    server = await startTestServer();
    for (const [name, account] of [
      ['admin', ADMIN],
      ['administrator', ADMINISTRATOR_ACCOUNT],
      ['manager', MANAGER],
      ['user', USER],
    ] as const) {
      Object.assign(clients[name], new TestClient(server.url));
      assert.equal((await clients[name].signIn(account.email, account.password)).status, 200);
    }
  });
  after(() => server.close());

  test('choosing the default zone leaves one default, and the trail keeps the flag old and new', async () => {
    const before = (await zones()).find((zone) => zone.default);
    assert.ok(before, 'the seed has a default zone');
    const chosen = await newZone('Oceania');
    const answer = await callOp(admin, 'setDefaultServerZone', { params: { zoneId: chosen.id } });
    assert.equal((answer.body as Zone).default, true);
    assert.deepEqual(
      (await zones()).filter((zone) => zone.default).map((zone) => zone.id),
      [chosen.id],
    );
    assert.deepEqual(await lastChanges('setDefaultServerZone', 'serverZone', chosen.id), [
      { field: 'isDefault', old: 0, new: 1 },
    ]);
    await callOp(admin, 'setDefaultServerZone', { params: { zoneId: before.id } });
  });

  test('a zone is deleted only when empty: the default one, one with a server or a user answer 409 code 1004', async () => {
    const all = await zones();
    const withServers = all.find((zone) => zone.serverCount > 0 && !zone.default);
    const byDefault = all.find((zone) => zone.default);
    assert.ok(withServers && byDefault);
    for (const zone of [withServers, byDefault]) {
      const refused = await callOp(admin, 'deleteServerZone', { params: { zoneId: zone.id }, expect: 409 });
      assert.equal(codeOf(refused), 1004);
    }
    const placing = await newZone('Placing one user');
    server.context.db
      .prepare('UPDATE users SET server_zone_id = ? WHERE email = ?')
      .run(placing.id, USER.email);
    assert.equal(
      codeOf(await callOp(admin, 'deleteServerZone', { params: { zoneId: placing.id }, expect: 409 })),
      1004,
    );
    const empty = await newZone('Empty zone');
    await callOp(admin, 'deleteServerZone', { params: { zoneId: empty.id }, expect: 204 });
    assert.equal(
      (await zones()).some((zone) => zone.id === empty.id),
      false,
    );
    assert.deepEqual(await lastChanges('deleteServerZone', 'serverZone', empty.id), [
      { field: 'name', old: 'Empty zone' },
      { field: 'isDefault', old: 0 },
    ]);
    await callOp(admin, 'deleteServerZone', { params: { zoneId: empty.id }, expect: 404 });
  });

  test('ending every meeting of a server stops each live one, says how many, and the trail keeps the count', async () => {
    const servers = (await callOp(admin, 'listMeetingServers')).body as Server[];
    const busy = servers.find((one) => one.meetingCount > 0);
    assert.ok(busy, 'the seed runs meetings on a server');
    const answer = await callOp(admin, 'endServerMeetings', { params: { serverId: busy.id } });
    assert.deepEqual(answer.body, { ended: busy.meetingCount });
    const after = ((await callOp(admin, 'listMeetingServers')).body as Server[]).find(
      (one) => one.id === busy.id,
    );
    assert.equal(after?.meetingCount, 0);
    const db = server.context.db;
    const present = db
      .prepare(
        `SELECT COUNT(*) FROM attendees a JOIN meetings m ON m.uid = a.meeting_uid
         WHERE m.server_id = ? AND m.state = 'stopped' AND a.leave_time IS NULL`,
      )
      .pluck()
      .get(busy.id);
    assert.equal(present, 0);
    assert.deepEqual(await lastChanges('endServerMeetings', 'meetingServer', busy.id), [
      { field: 'meetingCount', old: busy.meetingCount, new: 0 },
    ]);
    const again = await callOp(admin, 'endServerMeetings', { params: { serverId: busy.id } });
    assert.deepEqual(again.body, { ended: 0 });
  });

  test('a stored document downloads in its own type under its name, with the size and checksum listed', async () => {
    const db = server.context.db;
    const file = db
      .prepare(
        'SELECT f.id, f.name, f.size, f.checksum, f.meeting_uid AS meetingUid FROM files f JOIN file_contents c ON c.file_id = f.id WHERE f.video = 0 AND f.name LIKE ? LIMIT 1',
      )
      .get('%.pdf') as { id: number; name: string; size: number; checksum: string; meetingUid: string };
    assert.ok(file, 'the seed stores documents');
    for (const answer of [
      await callOp(admin, 'getFileContent', { params: { fileId: file.id } }),
      await callOp(clients.administrator, 'getAttachmentContent', {
        params: { uid: file.meetingUid, fileId: file.id },
      }),
    ]) {
      assert.match(answer.headers.get('content-type') ?? '', /^application\/pdf/);
      assert.equal(answer.headers.get('content-disposition'), `attachment; filename="${file.name}"`);
      const bytes = Buffer.from(answer.text, 'latin1');
      assert.equal(bytes.length, file.size);
      assert.equal(createHash('sha256').update(bytes).digest('hex'), file.checksum);
      // A PDF a reader opens: each object where the cross-reference table says it is.
      const pdf = bytes.toString('latin1');
      assert.ok(pdf.startsWith('%PDF-1.4') && pdf.trimEnd().endsWith('%%EOF'));
      const table = pdf.slice(Number(/startxref\n(\d+)/.exec(pdf)?.[1]));
      const offsets = [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      assert.equal(offsets.length, 5);
      for (const [i, offset] of offsets.entries()) assert.ok(pdf.startsWith(`${i + 1} 0 obj`, offset));
    }
  });

  test('a file whose bytes are not stored, or of another meeting, answers 404 code 1001', async () => {
    const db = server.context.db;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO files (meeting_uid, author_name, author_email, name, size, created, shared, checksum, video)
         VALUES ('100000004', 'A', 'a@example.com', 'Lost.pdf', 10, '2026-01-01T00:00:00.000Z', 0, '', 0)`,
      )
      .run();
    const lost = Number(lastInsertRowid);
    assert.equal(
      codeOf(await callOp(admin, 'getFileContent', { params: { fileId: lost }, expect: 404 })),
      1001,
    );
    const stored = db
      .prepare(
        "SELECT id FROM files JOIN file_contents ON file_id = id WHERE meeting_uid <> '100000001' LIMIT 1",
      )
      .pluck()
      .get() as number;
    await callOp(admin, 'getAttachmentContent', {
      params: { uid: '100000001', fileId: stored },
      expect: 404,
    });
  });

  test('a name beyond ASCII is sent as filename* in UTF-8 beside an ASCII one', () => {
    assert.equal(attachmentDisposition('Agenda.pdf'), 'attachment; filename="Agenda.pdf"');
    assert.equal(
      attachmentDisposition('Zápis "Q1".txt'),
      `attachment; filename="Zapis _Q1_.txt"; filename*=UTF-8''Z%C3%A1pis%20%22Q1%22.txt`,
    );
  });

  test('each operation answers the roles of its x-roles and refuses the others with 1005', async () => {
    const file = server.context.db
      .prepare('SELECT file_id FROM file_contents LIMIT 1')
      .pluck()
      .get() as number;
    const zone = await newZone('Roles zone');
    const calls: [string, Record<string, number>, string[]][] = [
      ['deleteServerZone', { zoneId: zone.id }, ['admin']],
      ['setDefaultServerZone', { zoneId: zone.id }, ['admin']],
      ['endServerMeetings', { serverId: 9999 }, ['admin']],
      ['getFileContent', { fileId: file }, ['admin', 'administrator']],
    ];
    for (const [operation, params, allowed] of calls) {
      for (const name of ['user', 'manager', 'administrator'] as const) {
        if (allowed.includes(name)) {
          const answer = await callOp(clients[name], operation, { params, expect: 200 });
          assert.ok(answer.text.length > 0, `${operation} as ${name}`);
        } else {
          const refused = await callOp(clients[name], operation, { params, expect: 403 });
          assert.equal(codeOf(refused), 1005, `${operation} as ${name}`);
        }
      }
    }
    assert.ok(
      (await zones()).some((one) => one.id === zone.id),
      'no refused call deleted the zone',
    );
  });
});
