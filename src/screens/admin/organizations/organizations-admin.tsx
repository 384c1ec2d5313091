import type { AreaScreenProps } from '../kit/area-screen';
import { OrganizationDetail } from './organization-detail';
import { OrganizationList } from './organization-list';

/** The organizations area of the administration console: the list, or one organization. */
export function OrganizationsAdmin({ route, params }: AreaScreenProps) {
  if (route === 'organization' && params?.uid)
    return <OrganizationDetail key={params.uid} uid={params.uid} />;
  return <OrganizationList />;
}
