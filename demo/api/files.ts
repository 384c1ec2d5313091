// Administration of stored files: storage summary, list (searchable by meeting unique ID), delete.
import type { Context } from '../context';
import { notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { contains, dateRange, equals, page } from '../lib/list';
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
        columns: 'f.*, m.subject',
        from: 'files f JOIN meetings m ON m.uid = f.meeting_uid',
        filters: {
          name: contains('f.name'),
          meetingUid: equals('f.meeting_uid'),
          author: contains('f.author_name', 'f.author_email'),
          date: dateRange('f.created'),
        },
        sorts: {
          name: 'f.name',
          author: 'f.author_name',
          meetingUid: 'f.meeting_uid',
          date: 'f.created',
          size: 'f.size',
        },
        defaultSort: 'date',
        tiebreak: 'f.id',
        query: request.query,
        map: (row: FileRow): Schemas['StoredFile'] => ({
          id: row.id,
          name: row.name,
          author: { fullName: row.author_name, email: row.author_email },
          meetingUid: row.meeting_uid,
          meetingSubject: row.subject,
          date: row.created,
          size: row.size,
        }),
      }),

    deleteFile: (request) => {
      const { changes } = db.prepare('DELETE FROM files WHERE id = ?').run(request.params.fileId);
      if (changes === 0) throw notFound('File');
      return undefined;
    },
  };
}
