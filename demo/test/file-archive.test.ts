// Many stored files downloaded as one zip archive: each file's own bytes under a safe, unique name; a limit on the
// bytes together and unknown files refused before anything is sent; the roles of x-roles.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { unzipSync } from 'fflate';
import { FILES_ARCHIVE_MAX_BYTES } from '../../src/core/constants';
import { safeEntryNames } from '../lib/file-archive';
import { fileContent } from '../lib/file-content';
import { callOp } from './contract-support';
import { serverWithAdminAndManager, TestClient, USER } from './helpers';

const codeOf = (answer: { body: unknown }) => (answer.body as { exception: { code: number } }).exception.code;

describe('files as one archive', () => {
  const suite = serverWithAdminAndManager();
  const { admin, manager } = suite;
  const stored = (limit: number) =>
    suite.server.context.db
      .prepare(
        `SELECT f.id, f.name FROM files f LEFT JOIN file_contents c ON c.file_id = f.id
         WHERE f.video = 1 OR c.file_id IS NOT NULL ORDER BY f.video, f.id LIMIT ?`,
      )
      .all(limit) as { id: number; name: string }[];

  test("the archive holds each chosen file's bytes under its name, a name met twice numbered", async () => {
    const db = suite.server.context.db;
    // Three files of different names (the seed follows the day it is made on: two of the first may share a name).
    const files = stored(50)
      .filter((file, index, all) => all.findIndex((other) => other.name === file.name) === index)
      .slice(0, 3);
    const [first] = files;
    if (!first) throw new Error('the seed stores files');
    // A second file of the same name, and one whose name would climb out of the folder it is unpacked in.
    const copy = (name: string) => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO files (meeting_uid, author_name, author_email, name, size, created, shared, checksum, video)
           SELECT meeting_uid, author_name, author_email, ?, size, created, shared, checksum, video FROM files WHERE id = ?`,
        )
        .run(name, first.id);
      db.prepare(
        'INSERT INTO file_contents (file_id, content_type, bytes) SELECT ?, content_type, bytes FROM file_contents WHERE file_id = ?',
      ).run(lastInsertRowid, first.id);
      return Number(lastInsertRowid);
    };
    const ids = [...files.map((file) => file.id), copy(first.name), copy('../../etc/passwd')];
    const answer = await callOp(admin, 'downloadFilesArchive', { json: { ids } });
    assert.match(answer.headers.get('content-type') ?? '', /^application\/zip/);
    assert.equal(answer.headers.get('content-disposition'), 'attachment; filename="files.zip"');
    const entries = unzipSync(new Uint8Array(answer.bytes));
    const dot = first.name.lastIndexOf('.');
    const second = dot > 0 ? `${first.name.slice(0, dot)} (2)${first.name.slice(dot)}` : `${first.name} (2)`;
    assert.deepEqual(Object.keys(entries), [...files.map((file) => file.name), second, '.._.._etc_passwd']);
    for (const [index, id] of ids.entries()) {
      const entry = Object.values(entries)[index];
      assert.ok(
        entry && Buffer.from(entry).equals(fileContent(db, id).bytes),
        `entry ${index} holds its bytes`,
      );
    }
  });

  test('entry names are safe: no folder, no control character, never . or .. alone, each unique', () => {
    assert.deepEqual(
      safeEntryNames(['a/b.pdf', 'c\\d.txt', 'x\u0000\u001fy.txt', '..', '.', 'A.pdf', 'a.pdf', 'a.pdf']),
      ['a_b.pdf', 'c_d.txt', 'xy.txt', 'file..', 'file.', 'A.pdf', 'a (2).pdf', 'a (3).pdf'],
    );
  });

  test('beyond the limit of bytes together: 413 code 1004, before anything is sent', async () => {
    const db = suite.server.context.db;
    const [big, other] = stored(2);
    if (!big || !other) throw new Error('the seed stores files');
    const size = db.prepare('SELECT size FROM files WHERE id = ?').pluck().get(big.id) as number;
    db.prepare('UPDATE files SET size = ? WHERE id = ?').run(FILES_ARCHIVE_MAX_BYTES, big.id);
    try {
      const answer = await callOp(admin, 'downloadFilesArchive', {
        json: { ids: [big.id, other.id] },
        expect: 413,
      });
      assert.equal(codeOf(answer), 1004);
      await callOp(admin, 'downloadFilesArchive', { json: { ids: [big.id] } });
    } finally {
      db.prepare('UPDATE files SET size = ? WHERE id = ?').run(size, big.id);
    }
  });

  test('an unknown file, one without stored content, an empty or too long list: refused, nothing sent', async () => {
    const db = suite.server.context.db;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO files (meeting_uid, author_name, author_email, name, size, created, shared, checksum, video)
         VALUES ('100000004', 'A', 'a@example.com', 'Lost.pdf', 10, '2026-01-01T00:00:00.000Z', 0, '', 0)`,
      )
      .run();
    const [file] = stored(1);
    for (const ids of [
      [file?.id, 999_999],
      [file?.id, Number(lastInsertRowid)],
    ]) {
      const answer = await callOp(admin, 'downloadFilesArchive', { json: { ids }, expect: 404 });
      assert.equal(codeOf(answer), 1001);
    }
    for (const ids of [[], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const answer = await callOp(admin, 'downloadFilesArchive', { json: { ids }, expect: 400 });
      assert.equal(codeOf(answer), 1004);
    }
  });

  test('roles of x-roles: an ordinary user and a user manager are refused with 1005', async () => {
    const ordinary = new TestClient(suite.server.url);
    assert.equal((await ordinary.signIn(USER.email, USER.password)).status, 200);
    const [file] = stored(1);
    for (const client of [ordinary, manager]) {
      const answer = await callOp(client, 'downloadFilesArchive', { json: { ids: [file?.id] }, expect: 403 });
      assert.equal(codeOf(answer), 1005);
    }
  });
});
