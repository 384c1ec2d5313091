import { bulkMeetings } from '../../../core/admin/bulk';
import { deleteMeetings, exportMeetings, type MeetingRow, meetings } from '../../../core/admin/meetings';
import { formatNumber } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { Badge } from '../../../widgets/badge/badge';
import { DateTime } from '../../../widgets/date-time/date-time';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { BulkAction } from '../bulk-dialog';
import { ListScreen } from '../list-screen';
import { MEETING_FILTERS, MEETING_QUICK_SEARCH } from './meeting-filters';
import { MEETING_STATE_TONE } from './meeting-state-tone';

const COLUMNS: TableColumn[] = [
  { name: 'uid', translation: 'meetings:column.uid', sortable: true, width: '8rem' },
  { name: 'subject', translation: 'meetings:column.subject', sortable: true },
  { name: 'startDate', translation: 'meetings:column.startDate', sortable: true, width: '11rem' },
  {
    name: 'duration',
    translation: 'meetings:column.duration',
    sortable: true,
    width: '8rem',
    numeric: true,
    priority: 3,
  },
  { name: 'state', translation: 'meetings:column.state', sortable: true, priority: 1 },
  {
    name: 'participantCount',
    priority: 2,
    translation: 'meetings:column.users',
    sortable: true,
    width: '9rem',
    numeric: true,
  },
  { name: 'organization', translation: 'meetings:column.organization', sortable: true, priority: 4 },
  { name: 'server', translation: 'meetings:column.server', priority: 5 },
];

/** The meeting list: filters, sortable columns, delete the selection (only meetings not started). */
export function MeetingList() {
  const t = useT('meetings');
  const renderCell = (row: MeetingRow, column: string) => {
    switch (column) {
      case 'uid':
        return <a href={routeHref('meetingInfo', { uid: row.uid })}>{row.uid}</a>;
      case 'subject':
        return row.isCall ? `${row.subject} (${t('call')})` : row.subject;
      case 'startDate':
        return <DateTime value={row.startDate} />;
      case 'duration':
        return t('minutes', { count: row.duration });
      case 'state':
        return <Badge text={t(`state.${row.state}`)} tone={MEETING_STATE_TONE[row.state]} />;
      case 'participantCount':
        return t('users', {
          participating: formatNumber(row.participantCount),
          expected: formatNumber(row.expectedUserCount),
        });
      case 'organization':
        return row.organizationName;
      case 'server':
        return row.server && <span className="host-name">{row.server}</span>;
      default:
        return undefined;
    }
  };
  return (
    <AdminPage area="meetings" title={t('title')}>
      <ListScreen
        list={meetings}
        label={t('tableLabel')}
        columnChoice="meetings"
        columns={COLUMNS}
        filters={MEETING_FILTERS}
        quickSearch={MEETING_QUICK_SEARCH}
        exporter={exportMeetings}
        renderCell={renderCell}
        emptyMessage={t('empty')}
        bulkActions={(['stop', 'delete'] as const).map(
          (action): BulkAction<MeetingRow> => ({
            name: action,
            label: t(`bulk.${action}`),
            destructive: true,
            run: (rows) =>
              bulkMeetings(
                rows.map((row) => row.uid),
                action,
              ),
          }),
        )}
        onDelete={(rows) => deleteMeetings(rows.map((row) => row.uid))}
      />
    </AdminPage>
  );
}
