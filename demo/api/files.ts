// Administration of stored files: storage summary, list (searchable by meeting unique ID), delete.
import type { Context } from '../context';
import { notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { csvStream } from '../lib/csv';
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

    deleteFile: (request) => {
      const { changes } = db.prepare('DELETE FROM files WHERE id = ?').run(request.params.fileId);
      if (changes === 0) throw notFound('File');
      return undefined;
    },
  };
}
