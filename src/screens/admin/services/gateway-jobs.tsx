import {
  exportGatewayJobs,
  GATEWAY_TYPES_ORDER,
  type GatewayJob,
  gatewayJobs,
  JOB_STATES,
} from '../../../core/admin/services';
import type { FilterDefinition } from '../../../core/filters/types';
import { formatDateTime } from '../../../core/format';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { ListScreen } from '../list-screen';

const COLUMNS: TableColumn[] = [
  { name: 'type', translation: 'services:jobs.column.type', sortable: true },
  { name: 'state', translation: 'services:jobs.column.state', sortable: true },
  { name: 'meetingUid', translation: 'services:jobs.column.meetingUid', sortable: true },
  { name: 'creationDate', translation: 'services:jobs.column.creationDate', sortable: true },
  { name: 'parameters', translation: 'services:jobs.column.parameters' },
];

const FILTERS: FilterDefinition[] = [
  {
    name: 'state',
    translation: 'services:jobs.column.state',
    type: 'select',
    selectOptions: JOB_STATES.map((state) => ({ value: state, translation: `services:jobs.state.${state}` })),
  },
  {
    name: 'type',
    translation: 'services:jobs.column.type',
    type: 'select',
    selectOptions: GATEWAY_TYPES_ORDER.map((type) => ({
      value: type,
      translation: `services:gatewayType.${type}`,
    })),
  },
  { name: 'meetingUid', translation: 'services:jobs.column.meetingUid', type: 'string' },
];

/** The gateway jobs: type, state, meeting, creation date and parameters, filtered by state (spec 4). */
export function GatewayJobs() {
  const t = useT('services');
  const renderCell = (row: GatewayJob, column: string) => {
    if (column === 'state') return t(`jobs.state.${row.state}`);
    if (column === 'type') return t(`gatewayType.${row.type}`);
    if (column === 'creationDate') return formatDateTime(row.creationDate);
    if (column === 'parameters')
      return Object.entries(row.parameters)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ');
    return undefined;
  };
  return (
    <div className="section">
      <h2>{t('jobs.heading')}</h2>
      <ListScreen
        list={gatewayJobs}
        label={t('jobs.heading')}
        columns={COLUMNS}
        filters={FILTERS}
        quickSearch="meetingUid"
        exporter={exportGatewayJobs}
        renderCell={renderCell}
        emptyMessage={t('jobs.empty')}
      />
    </div>
  );
}
