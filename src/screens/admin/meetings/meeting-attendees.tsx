import { type AdminMeeting, type Attendee, attendees, exportAttendees } from '../../../core/admin/meetings';
import type { FilterDefinition } from '../../../core/filters/types';
import { formatDateTime } from '../../../core/format';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { ListScreen } from '../list-screen';

const COLUMNS: TableColumn[] = [
  { name: 'fullName', translation: 'meetings:attendee.fullName', sortable: true },
  { name: 'email', translation: 'meetings:attendee.email', sortable: true, email: true },
  { name: 'excluded', translation: 'meetings:attendee.excluded' },
  { name: 'joinTime', translation: 'meetings:attendee.joinTime', sortable: true },
  { name: 'leaveTime', translation: 'meetings:attendee.leaveTime', sortable: true },
  { name: 'relayServer', translation: 'meetings:attendee.relayServer' },
  { name: 'qualityIn', translation: 'meetings:attendee.qualityIn' },
  { name: 'qualityOut', translation: 'meetings:attendee.qualityOut' },
  {
    name: 'connectionCount',
    translation: 'meetings:attendee.connectionCount',
    sortable: true,
    numeric: true,
  },
  { name: 'duration', translation: 'meetings:attendee.duration', sortable: true, numeric: true },
];

const FILTERS: FilterDefinition[] = [
  { name: 'name', translation: 'meetings:attendee.filterName', type: 'string' },
  { name: 'excluded', translation: 'meetings:attendee.excluded', type: 'boolean', defaultValue: true },
];

/** The meeting's attendees: who joined and left when, through which relay, with which quality. */
export function MeetingAttendees({ meeting }: { meeting: AdminMeeting }) {
  const t = useT('meetings');
  const renderCell = (row: Attendee, column: string) => {
    switch (column) {
      case 'email':
        return row.email ? undefined : t('attendee.guest');
      case 'excluded':
        return row.excluded ? t('yes') : t('no');
      case 'joinTime':
        return formatDateTime(row.joinTime);
      case 'leaveTime':
        return row.leaveTime ? formatDateTime(row.leaveTime) : t('attendee.present');
      case 'duration':
        return t('minutes', { count: row.duration });
      default:
        return undefined;
    }
  };
  return (
    <section className="section" aria-labelledby="meeting-attendees">
      <h2 id="meeting-attendees">{t('attendee.title')}</h2>
      <ListScreen
        list={attendees}
        label={t('attendee.tableLabel', { subject: meeting.subject })}
        columns={COLUMNS}
        filters={FILTERS}
        quickSearch="name"
        exporter={(filter) => exportAttendees(meeting.uid, filter)}
        renderCell={renderCell}
        emptyMessage={t('attendee.empty')}
      />
    </section>
  );
}
