import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $maintenancePeriods,
  $maintenanceZone,
  deleteMaintenance,
  loadMaintenancePeriods,
  type MaintenancePeriod,
} from '../../../core/admin/maintenance';
import { formatDateTimeIn } from '../../../core/format';
import { useT } from '../../../widgets/use-t';
import { columnTable } from '../kit/columns';
import { SmallList } from '../kit/small-list';
import { useMayCall } from '../kit/use-may-call';

/** The scheduled maintenance periods (start, duration, meetings affected, end), each deletable after asking. */
export function ScheduledPeriods() {
  const t = useT('maintenance');
  const periods = useStore($maintenancePeriods);
  const deletable = useMayCall('deleteMaintenancePeriod');
  const zone = useStore($maintenanceZone);
  useEffect(() => {
    void loadMaintenancePeriods();
  }, []);
  const start = (period: MaintenancePeriod) => formatDateTimeIn(period.start, zone);

  return (
    <SmallList
      heading={t('scheduled.heading')}
      loaded={periods}
      retry={() => void loadMaintenancePeriods()}
      rowKey={(period) => period.id}
      empty={t('scheduled.none')}
      columns={columnTable<MaintenancePeriod>('maintenance:scheduled', {
        start: { cell: start },
        duration: { cell: (period) => t('scheduled.minutes', { count: period.duration }) },
        meetings: { cell: (period) => period.meetingCount },
        end: { cell: (period) => formatDateTimeIn(period.end, zone) },
      })}
      remove={
        deletable
          ? {
              title: t('title'),
              label: (period) => t('delete.of', { start: start(period) }),
              confirm: (period) => ({
                title: t('delete.title'),
                message: t('delete.message', { start: start(period) }),
                validateLabel: t('delete.confirm'),
              }),
              remove: (period) => deleteMaintenance(period.id),
              doneMessage: () => t('delete.done'),
            }
          : undefined
      }
    />
  );
}
