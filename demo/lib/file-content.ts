// The bytes of a stored file or meeting attachment: a video is the demo recording, a document its stored bytes;
// either answered in its own media type under its own name, whole or by one range of bytes.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import { DEMO_RECORDING_BYTES } from '../seed/recording';
import { byteRange } from './byte-range';

/** A file's content: its name, media type and bytes. */
export interface FileContent {
  name: string;
  type: string;
  bytes: Buffer;
}

type ContentRow = { name: string; video: number; content_type: string | null; bytes: Buffer | null };

/** The content of a file (of that meeting, when `meetingUid` is given); 404 when unknown or not stored. */
export function fileContent(db: Db, fileId: number, meetingUid?: string): FileContent {
  const row = db
    .prepare(
      `SELECT f.name, f.video, c.content_type, c.bytes FROM files f LEFT JOIN file_contents c ON c.file_id = f.id
       WHERE f.id = ? AND (? IS NULL OR f.meeting_uid = ?)`,
    )
    .get(fileId, meetingUid ?? null, meetingUid ?? null) as ContentRow | undefined;
  if (row?.video === 1) return { name: row.name, type: 'video/webm', bytes: DEMO_RECORDING_BYTES };
  if (!row?.bytes || !row.content_type) throw notFound('File content');
  return { name: row.name, type: row.content_type, bytes: row.bytes };
}

/** Keeps the bytes of a stored file. */
export function storeFileContent(db: Db, fileId: number, type: string, bytes: Buffer): void {
  db.prepare('INSERT OR REPLACE INTO file_contents (file_id, content_type, bytes) VALUES (?, ?, ?)').run(
    fileId,
    type,
    bytes,
  );
}

/**
 * `attachment` with the file's name: an ASCII `filename` for every browser, and `filename*` (RFC 6266) in UTF-8
 * for a name beyond ASCII.
 */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download';
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === name
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Sends a content whole, or the one range a `Range` header asks for (206; 416 past the end). */
export function sendContent(reply: FastifyReply, content: FileContent, range?: string): Buffer {
  const { bytes } = content;
  const asked = byteRange(range, bytes.length);
  reply.header('accept-ranges', 'bytes').header('content-disposition', attachmentDisposition(content.name));
  if (asked === 'unsatisfiable') {
    reply.header('content-range', `bytes */${bytes.length}`);
    throw new ApiError(1004, 'The range lies past the end of the content.', { status: 416 });
  }
  reply.type(content.type);
  if (asked === undefined) return bytes;
  reply.code(206).header('content-range', `bytes ${asked.start}-${asked.end}/${bytes.length}`);
  return bytes.subarray(asked.start, asked.end + 1);
}
