import type { RouteParams } from '../../../core/router';
import { OrganizationDetail } from './organization-detail';
import { OrganizationList } from './organization-list';

/** Props of the organizations area: the route it shows (`organizations` or `organization`) and its parameters. */
export interface OrganizationsAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The organizations area of the administration console: the list, or one organization. */
export function OrganizationsAdmin({ route, params }: OrganizationsAdminProps) {
  if (route === 'organization' && params?.uid)
    return <OrganizationDetail key={params.uid} uid={params.uid} />;
  return <OrganizationList />;
}
