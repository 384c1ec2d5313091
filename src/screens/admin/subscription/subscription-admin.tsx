import type { AreaScreenProps } from '../kit/area-screen';
import { OrganizerRanking } from './organizer-ranking';
import { SubscriptionDetail } from './subscription-detail';
import { SubscriptionList } from './subscription-list';

/** The subscription area: every subscription, those over their limit, one subscription, its organizer ranking. */
export function SubscriptionAdmin({ route, params }: AreaScreenProps) {
  if (route === 'organizerRanking' && params?.uid)
    return <OrganizerRanking key={params.uid} uid={params.uid} />;
  if (route === 'subscription' && params?.uid)
    return <SubscriptionDetail key={params.uid} uid={params.uid} />;
  return (
    <SubscriptionList which={route === 'exceedingOrganizers' ? 'exceedingOrganizers' : 'subscriptions'} />
  );
}
