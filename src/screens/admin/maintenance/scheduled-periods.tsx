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
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';
import { SmallTable } from '../kit/small-table';
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
    <section className="section" aria-labelledby="maintenance-scheduled">
      <h2 id="maintenance-scheduled">{t('scheduled.heading')}</h2>
      <LoadGate loaded={periods} retry={() => void loadMaintenancePeriods()}>
        {(rows) => (
          <SmallTable
            caption={t('scheduled.heading')}
            rows={rows}
            rowKey={(period) => period.id}
            empty={t('scheduled.none')}
            columns={[
              { key: 'start', label: t('scheduled.start'), cell: start },
              {
                key: 'duration',
                label: t('scheduled.duration'),
                cell: (period) => t('scheduled.minutes', { count: period.duration }),
              },
              { key: 'meetings', label: t('scheduled.meetings'), cell: (period) => period.meetingCount },
              { key: 'end', label: t('scheduled.end'), cell: (period) => formatDateTimeIn(period.end, zone) },
            ]}
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
        )}
      </LoadGate>
    </section>
  );
}
