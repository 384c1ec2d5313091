import type { RouteParams } from '../../../core/router';
import { OrganizerRanking } from './organizer-ranking';
import { SubscriptionDetail } from './subscription-detail';
import { SubscriptionList } from './subscription-list';

/** Props of the subscription area: the route it shows and its parameters. */
export interface SubscriptionAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The subscription area: every subscription, those over their limit, one subscription, its organizer ranking. */
export function SubscriptionAdmin({ route, params }: SubscriptionAdminProps) {
  if (route === 'organizerRanking' && params?.uid)
    return <OrganizerRanking key={params.uid} uid={params.uid} />;
  if (route === 'subscription' && params?.uid)
    return <SubscriptionDetail key={params.uid} uid={params.uid} />;
  return (
    <SubscriptionList which={route === 'exceedingOrganizers' ? 'exceedingOrganizers' : 'subscriptions'} />
  );
}
