import { bulkFiles } from '../../../core/admin/bulk';
import { deleteFiles, downloadFile, exportFiles, files, type StoredFile } from '../../../core/admin/files';
import { MEETING_UID_PATTERN } from '../../../core/constants';
import type { FilterDefinition } from '../../../core/filters/types';
import { formatSize } from '../../../core/format';
import { currentLanguage } from '../../../core/i18n';
import { routeHref } from '../../../core/router';
import { DateTime } from '../../../widgets/date-time/date-time';
import { useStyleSheets } from '../../../widgets/styles';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { BulkAction } from '../bulk-dialog';
import { useTellRefusal } from '../kit/use-refusal';
import { ListScreen } from '../list-screen';
import type { QuickSearchRule } from '../quick-search';
import { FILES_SHEETS } from './files-sheet';
import { StorageSummary } from './storage-summary';

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'files:column.name', sortable: true },
  { name: 'author', translation: 'files:column.author', sortable: true, priority: 1 },
  { name: 'meetingUid', translation: 'files:column.meeting', sortable: true, priority: 3 },
  { name: 'date', translation: 'files:column.date', sortable: true },
  {
    name: 'size',
    translation: 'files:column.size',
    sortable: true,
    width: '8rem',
    numeric: true,
    priority: 2,
  },
];

const FILTERS: FilterDefinition[] = [
  { name: 'meetingUid', translation: 'files:filter.meetingUid', type: 'string' },
  { name: 'name', translation: 'files:filter.name', type: 'string' },
  { name: 'author', translation: 'files:filter.author', type: 'string' },
  { name: 'date', translation: 'files:filter.date', type: 'date-range' },
];

/** The files' quick search: a meeting ID finds that meeting's files, any other text the file names. */
const FILE_QUICK_SEARCH: QuickSearchRule = {
  names: ['name', 'meetingUid'],
  nameFor: (text) => (MEETING_UID_PATTERN.test(text) ? 'meetingUid' : 'name'),
};

/** The selection's bulk action: delete each file, each reported. */
const FILE_BULK_ACTIONS = (label: string): BulkAction<StoredFile>[] => [
  { name: 'delete', label, destructive: true, run: (rows) => bulkFiles(rows.map((row) => row.id)) },
];

/** The storage summary and the stored files: search by meeting unique ID, download one, delete one or a selection. */
export function FileList() {
  const t = useT('files');
  const adopt = useStyleSheets(FILES_SHEETS);
  const tell = useTellRefusal();
  const renderCell = (row: StoredFile, column: string) => {
    switch (column) {
      case 'name':
        return (
          <span className="file-name">
            {row.name}{' '}
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('downloadOf', { name: row.name })}
              onClick={async () => tell(t('downloadRefused'), await downloadFile(row))}
            >
              {t('download')}
            </button>
          </span>
        );
      case 'author':
        return row.author.email ? `${row.author.fullName} <${row.author.email}>` : row.author.fullName;
      case 'meetingUid':
        return (
          <a href={routeHref('meetingInfo', { uid: row.meetingUid })}>
            {row.meetingUid} · {row.meetingSubject}
          </a>
        );
      case 'date':
        return <DateTime value={row.date} />;
      case 'size':
        return formatSize(row.size, currentLanguage());
      default:
        return undefined;
    }
  };
  return (
    <AdminPage area="files" title={t('title')}>
      <div ref={adopt} className="form">
        <StorageSummary />
        <ListScreen
          list={files}
          label={t('tableLabel')}
          columnChoice="files"
          columns={COLUMNS}
          filters={FILTERS}
          quickSearch={FILE_QUICK_SEARCH}
          exporter={exportFiles}
          renderCell={renderCell}
          emptyMessage={t('empty')}
          bulkActions={FILE_BULK_ACTIONS(t('bulk.delete'))}
          onDelete={(rows) => deleteFiles(rows.map((row) => row.id))}
        />
      </div>
    </AdminPage>
  );
}
