import { type AdminMeeting, type Attendee, attendees, exportAttendees } from '../../../core/admin/meetings';
import { formatDateTime } from '../../../core/format';
import { useT } from '../../../widgets/use-t';
import { columnTable, filterTable } from '../kit/columns';
import { SubList } from '../kit/sub-list';

const FILTERS = filterTable('meetings:attendee', {
  name: { translation: 'meetings:attendee.filterName', type: 'string' },
  excluded: { type: 'boolean', defaultValue: true },
});

/** The meeting's attendees: who joined and left when, through which relay, with which quality. */
export function MeetingAttendees({ meeting }: { meeting: AdminMeeting }) {
  const t = useT('meetings');
  return (
    <SubList
      heading={t('attendee.title')}
      list={attendees}
      label={t('attendee.tableLabel', { subject: meeting.subject })}
      columns={columnTable<Attendee>('meetings:attendee', {
        fullName: { sortable: true },
        email: { sortable: true, email: true, cell: (row) => (row.email ? undefined : t('attendee.guest')) },
        excluded: { cell: (row) => (row.excluded ? t('yes') : t('no')) },
        joinTime: { sortable: true, cell: (row) => formatDateTime(row.joinTime) },
        leaveTime: {
          sortable: true,
          cell: (row) => (row.leaveTime ? formatDateTime(row.leaveTime) : t('attendee.present')),
        },
        relayServer: {},
        qualityIn: {},
        qualityOut: {},
        connectionCount: { sortable: true, numeric: true },
        duration: { sortable: true, numeric: true, cell: (row) => t('minutes', { count: row.duration }) },
      })}
      filters={FILTERS}
      quickSearch="name"
      exporter={(filter) => exportAttendees(meeting.uid, filter)}
      columnChoice="attendees"
      emptyMessage={t('attendee.empty')}
    />
  );
}
