import { bulkMeetings } from '../../../core/admin/bulk';
import { exportMeetings, type MeetingRow, meetings } from '../../../core/admin/meetings';
import { formatNumber } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { Address } from '../../../widgets/address/address';
import { Badge } from '../../../widgets/badge/badge';
import { DateTime } from '../../../widgets/date-time/date-time';
import { useT } from '../../../widgets/use-t';
import type { BulkAction } from '../bulk-dialog';
import { columnTable } from '../kit/columns';
import { ListPage } from '../kit/list-page';
import { MEETING_FILTERS, MEETING_QUICK_SEARCH } from './meeting-filters';
import { MEETING_STATE_TONE } from './meeting-state-tone';

/** The meeting list: filters, sortable columns, stop or delete the selection (each meeting reported). */
export function MeetingList() {
  const t = useT('meetings');
  const columns = columnTable<MeetingRow>('meetings:column', {
    uid: {
      sortable: true,
      width: '8rem',
      cell: (row) => <a href={routeHref('meetingInfo', { uid: row.uid })}>{row.uid}</a>,
    },
    subject: { sortable: true, cell: (row) => (row.isCall ? `${row.subject} (${t('call')})` : row.subject) },
    startDate: { sortable: true, width: '11rem', cell: (row) => <DateTime value={row.startDate} /> },
    duration: {
      sortable: true,
      width: '8rem',
      numeric: true,
      priority: 3,
      cell: (row) => t('minutes', { count: row.duration }),
    },
    state: {
      sortable: true,
      priority: 1,
      cell: (row) => <Badge text={t(`state.${row.state}`)} tone={MEETING_STATE_TONE[row.state]} />,
    },
    participantCount: {
      translation: 'meetings:column.users',
      sortable: true,
      width: '9rem',
      numeric: true,
      priority: 2,
      cell: (row) =>
        t('users', {
          participating: formatNumber(row.participantCount),
          expected: formatNumber(row.expectedUserCount),
        }),
    },
    organization: { sortable: true, priority: 4, cell: (row) => row.organizationName },
    server: { priority: 5, cell: (row) => row.server && <Address text={row.server} /> },
  });
  return (
    <ListPage
      area="meetings"
      title={t('title')}
      list={meetings}
      columns={columns}
      filters={MEETING_FILTERS}
      quickSearch={MEETING_QUICK_SEARCH}
      exporter={exportMeetings}
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
    />
  );
}
