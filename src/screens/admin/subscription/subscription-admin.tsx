import type { RouteParams } from '../../../core/router';
import { ExceedingList } from './exceeding-list';
import { OrganizerRanking } from './organizer-ranking';
import { SubscriptionDetail } from './subscription-detail';

/** Props of the subscription area: the route it shows and its parameters. */
export interface SubscriptionAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The subscription area: one subscription, its organizer ranking, or the subscriptions over their limit. */
export function SubscriptionAdmin({ route, params }: SubscriptionAdminProps) {
  if (route === 'organizerRanking' && params?.uid)
    return <OrganizerRanking key={params.uid} uid={params.uid} />;
  if (route === 'subscription' && params?.uid)
    return <SubscriptionDetail key={params.uid} uid={params.uid} />;
  return <ExceedingList />;
}
