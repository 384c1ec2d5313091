// Administration of stored files: storage summary, list (searchable by meeting unique ID), download one or many
// as an archive, delete.
import { FILES_ARCHIVE_MAX_BYTES } from '../../src/core/constants';
import type { Context } from '../context';
import { ApiError, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { csvStream } from '../lib/csv';
import { archiveStream } from '../lib/file-archive';
import { fileContent, sendContent } from '../lib/file-content';
import { contains, dateRange, equals, exportedRows, page } from '../lib/list';
import { readSettings } from '../lib/settings';

/** Storage capacity of the demo volume. */
const TOTAL_BYTES = 2 * 1024 ** 4;

interface FileRow {
  id: number;
  name: string;
  author_name: string;
  author_email: string;
  meeting_uid: string;
  subject: string;
  created: string;
  size: number;
}

/** The stored files' rows, for a page and for the export. */
const FILE_LIST = {
  columns: 'f.*, m.subject',
  from: 'files f JOIN meetings m ON m.uid = f.meeting_uid',
  filters: {
    name: contains('f.name'),
    meetingUid: equals('f.meeting_uid'),
    author: contains('f.author_name', 'f.author_email'),
    date: dateRange('f.created'),
  },
  tiebreak: 'f.id',
  map: (row: FileRow): Schemas['StoredFile'] => ({
    id: row.id,
    name: row.name,
    author: { fullName: row.author_name, email: row.author_email },
    meetingUid: row.meeting_uid,
    meetingSubject: row.subject,
    date: row.created,
    size: row.size,
  }),
};

/** The columns of the files export (file `files.csv`). */
const FILE_EXPORT = [
  'id',
  'name',
  'authorName',
  'authorEmail',
  'meetingUid',
  'meetingSubject',
  'date',
  'size',
];

/** Handlers of file administration. */
export function fileHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    getStorageSummary: () => {
      const storage = readSettings(db, 'storage');
      const sums = db
        .prepare(
          'SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS total, COALESCE(SUM(CASE WHEN video = 1 THEN size ELSE 0 END), 0) AS video FROM files',
        )
        .get() as { n: number; total: number; video: number };
      return {
        enabled: storage.enabled,
        type: storage.type,
        path: storage.type === 'SMB' ? `\\\\${storage.smbHost}\\${storage.smbPath}` : storage.path,
        totalBytes: TOTAL_BYTES,
        usedBytes: sums.total,
        fileCount: sums.n,
        videoBytes: sums.video,
        documentBytes: sums.total - sums.video,
      };
    },

    listFiles: (request) =>
      page(db, {
        ...FILE_LIST,
        sorts: {
          name: 'f.name',
          author: 'f.author_name',
          meetingUid: 'f.meeting_uid',
          date: 'f.created',
          size: 'f.size',
        },
        defaultSort: 'date',
        query: request.query,
      }),

    exportFiles: (request, reply) => {
      const rows = exportedRows(db, { ...FILE_LIST, sort: 'f.created' }, request.query.filter);
      reply.header('content-disposition', 'attachment; filename="files.csv"');
      return csvStream(FILE_EXPORT, rows, ({ author, ...file }) => ({
        ...file,
        authorName: author.fullName,
        authorEmail: author.email,
      }));
    },

    getFileContent: (request, reply) => sendContent(reply, fileContent(db, request.params.fileId)),

    downloadFilesArchive: (request, reply) => {
      // Everything is checked before the first byte: once the archive streams, no error can be answered.
      const files = request.body.ids.map((id) => {
        const row = db
          .prepare(
            `SELECT f.id, f.name, f.size, f.created, f.video, c.file_id IS NOT NULL AS stored
             FROM files f LEFT JOIN file_contents c ON c.file_id = f.id WHERE f.id = ?`,
          )
          .get(id) as
          | { id: number; name: string; size: number; created: string; video: number; stored: number }
          | undefined;
        if (!row || (row.video === 0 && row.stored === 0)) throw notFound(`File ${id} or its content`);
        return row;
      });
      const total = files.reduce((sum, file) => sum + file.size, 0);
      if (total > FILES_ARCHIVE_MAX_BYTES)
        throw new ApiError(
          1004,
          `The files hold ${total} bytes together, more than an archive's ${FILES_ARCHIVE_MAX_BYTES}.`,
          { status: 413 },
        );
      reply.header('content-disposition', 'attachment; filename="files.zip"').type('application/zip');
      return archiveStream(
        files.map((file) => ({
          name: file.name,
          date: file.created,
          bytes: () => fileContent(db, file.id).bytes,
        })),
      );
    },

    deleteFile: (request) => {
      const { changes } = db.prepare('DELETE FROM files WHERE id = ?').run(request.params.fileId);
      if (changes === 0) throw notFound('File');
      return undefined;
    },
  };
}
