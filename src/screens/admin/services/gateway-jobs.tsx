import {
  exportGatewayJobs,
  GATEWAY_TYPES_ORDER,
  type GatewayJob,
  gatewayJobs,
  JOB_STATES,
} from '../../../core/admin/services';
import { formatDateTime } from '../../../core/format';
import { useT } from '../../../widgets/use-t';
import { columnTable, filterTable, selectOptions } from '../kit/columns';
import { ListScreen } from '../list-screen';

const FILTERS = filterTable('services:jobs.column', {
  state: { type: 'select', selectOptions: selectOptions('services:jobs.state', JOB_STATES) },
  type: { type: 'select', selectOptions: selectOptions('services:gatewayType', GATEWAY_TYPES_ORDER) },
  meetingUid: { type: 'string' },
});

/** The gateway jobs: type, state, meeting, creation date and parameters, filtered by state (spec 4). */
export function GatewayJobs() {
  const t = useT('services');
  const columns = columnTable<GatewayJob>('services:jobs.column', {
    type: { sortable: true, cell: (row) => t(`gatewayType.${row.type}`) },
    state: { sortable: true, cell: (row) => t(`jobs.state.${row.state}`) },
    meetingUid: { sortable: true },
    creationDate: { sortable: true, cell: (row) => formatDateTime(row.creationDate) },
    parameters: {
      cell: (row) =>
        Object.entries(row.parameters)
          .map(([name, value]) => `${name}=${value}`)
          .join(', '),
    },
  });
  return (
    <div className="section">
      <h2>{t('jobs.heading')}</h2>
      <ListScreen
        list={gatewayJobs}
        label={t('jobs.heading')}
        columns={columns}
        filters={FILTERS}
        quickSearch="meetingUid"
        exporter={exportGatewayJobs}
        columnChoice="gatewayJobs"
        emptyMessage={t('jobs.empty')}
      />
    </div>
  );
}
