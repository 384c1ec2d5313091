import { type BulkReport, bulkFiles } from '../../../core/admin/bulk';
import {
  downloadFile,
  downloadFilesArchive,
  exportFiles,
  files,
  type StoredFile,
} from '../../../core/admin/files';
import { FILES_ARCHIVE_MAX_BYTES, MEETING_UID_PATTERN } from '../../../core/constants';
import { formatSize } from '../../../core/format';
import type { Translator } from '../../../core/i18n';
import { currentLanguage } from '../../../core/i18n';
import { routeHref } from '../../../core/router';
import { Person } from '../../../widgets/address/address';
import { DateTime } from '../../../widgets/date-time/date-time';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { BulkAction } from '../bulk-dialog';
import { columnTable, filterTable } from '../kit/columns';
import { useTellRefusal } from '../kit/use-refusal';
import { ListScreen } from '../list-screen';
import type { QuickSearchRule } from '../quick-search';
import { FILES_SHEETS } from './files-sheet';
import { StorageSummary } from './storage-summary';

const filters = filterTable('files:filter', {
  meetingUid: { type: 'string' },
  name: { type: 'string' },
  author: { type: 'string' },
  date: { type: 'date-range' },
});

/** A file's name, and the button that downloads it. */
function FileName({ file }: { file: StoredFile }) {
  const t = useT('files');
  const tell = useTellRefusal();
  return (
    <span className="file-name">
      {file.name}{' '}
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('downloadOf', { name: file.name })}
        onClick={async () => tell(t('downloadRefused'), await downloadFile(file))}
      >
        {t('download')}
      </button>
    </span>
  );
}

const columns = columnTable<StoredFile>('files:column', {
  name: { sortable: true, cell: (row) => <FileName file={row} /> },
  author: {
    sortable: true,
    priority: 1,
    cell: (row) => <Person {...row.author} />,
  },
  meetingUid: {
    translation: 'files:column.meeting',
    sortable: true,
    priority: 3,
    cell: (row) => (
      <a href={routeHref('meetingInfo', { uid: row.meetingUid })}>
        {row.meetingUid} · {row.meetingSubject}
      </a>
    ),
  },
  date: { sortable: true, cell: (row) => <DateTime value={row.date} /> },
  size: {
    sortable: true,
    width: '8rem',
    numeric: true,
    priority: 2,
    cell: (row) => formatSize(row.size, currentLanguage()),
  },
});

/** The files' quick search: a meeting ID finds that meeting's files, any other text the file names. */
const FILE_QUICK_SEARCH: QuickSearchRule = {
  names: ['name', 'meetingUid'],
  nameFor: (text) => (MEETING_UID_PATTERN.test(text) ? 'meetingUid' : 'name'),
};

/** The files of a saved archive, each reported in it. */
const archived = (rows: readonly StoredFile[]): BulkReport => ({
  succeeded: rows.length,
  failed: 0,
  results: rows.map((row) => ({ id: String(row.id), key: row.name, result: 'done' })),
});

/** The selection's bulk actions: download them as one archive, or delete each; each file reported. */
function fileBulkActions(t: Translator<'files'>): BulkAction<StoredFile>[] {
  const size = (bytes: number) => formatSize(bytes, currentLanguage());
  return [
    {
      name: 'archive',
      label: t('bulk.archive'),
      run: async (rows) => {
        const result = await downloadFilesArchive(rows);
        return result.done ? { done: true, value: archived(rows) } : result;
      },
      refused: (refusal) =>
        refusal.field === 'size'
          ? t('bulk.archiveTooLarge', { limit: size(FILES_ARCHIVE_MAX_BYTES) })
          : undefined,
    },
    {
      name: 'delete',
      label: t('bulk.delete'),
      destructive: true,
      run: (rows) => bulkFiles(rows.map((row) => row.id)),
    },
  ];
}

/** The storage summary and the stored files: search by meeting unique ID, download one or a selection, delete a selection. */
export function FileList() {
  const t = useT('files');
  const adopt = useStyleSheets(FILES_SHEETS);
  return (
    <AdminPage area="files" title={t('title')}>
      <div ref={adopt} className="form">
        <StorageSummary />
        <ListScreen
          list={files}
          label={t('tableLabel')}
          columnChoice="files"
          columns={columns}
          filters={filters}
          quickSearch={FILE_QUICK_SEARCH}
          exporter={exportFiles}
          emptyMessage={t('empty')}
          bulkActions={fileBulkActions(t)}
        />
      </div>
    </AdminPage>
  );
}
