import { useEffect } from 'react';
import { loadServices } from '../../../core/admin/services';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { AreaScreenProps } from '../kit/area-screen';
import { useMayCall } from '../kit/use-may-call';
import { GatewayJobs } from './gateway-jobs';
import { Gateways } from './gateways';
import { ManagementServer } from './management-server';
import { MeetingServers } from './meeting-servers';
import { ServerZones } from './server-zones';
import { SERVICES_SHEETS } from './services-sheet';

/** The services area: server zones, meeting servers, gateways and their jobs, the management server. */
export function ServicesAdmin(_props: AreaScreenProps) {
  const t = useT('services');
  const adopt = useStyleSheets(SERVICES_SHEETS);
  // Opened by its address without the roles that see it: the page says so, and asks the server nothing.
  const allowed = useMayCall('listMeetingServers');
  useEffect(() => {
    if (allowed) void loadServices();
  }, [allowed]);
  return (
    <AdminPage area="services" title={t('title')}>
      <div ref={adopt} className="services">
        <ManagementServer />
        <ServerZones />
        <MeetingServers />
        <Gateways />
        <GatewayJobs />
      </div>
    </AdminPage>
  );
}
