import { useStore } from '@nanostores/react';
import { $maintenanceZone } from '../../../core/admin/maintenance';
import { timeZoneChoice } from '../../../core/format/time-zones';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { AreaScreenProps } from '../kit/area-screen';
import { MaintenanceSearch } from './maintenance-search';
import { MAINTENANCE_SHEETS } from './maintenance-sheet';
import { ScheduledPeriods } from './scheduled-periods';

/** The maintenance planner: search a day's available periods, validate one, see and delete the scheduled ones. */
export function MaintenanceAdmin(_props: AreaScreenProps) {
  const t = useT('maintenance');
  const adopt = useStyleSheets(MAINTENANCE_SHEETS);
  const zone = useStore($maintenanceZone);
  return (
    <AdminPage area="maintenance" title={t('title')}>
      <div ref={adopt} className="planner">
        <p className="zone">{t('zone', { zone: timeZoneChoice(zone)?.label ?? zone })}</p>
        <MaintenanceSearch />
        <ScheduledPeriods />
      </div>
    </AdminPage>
  );
}
