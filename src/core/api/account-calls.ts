// The signed-in user's own lists (features, subscriptions), typed from the contract.
import { request } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** A feature flag of the user's subscription: name, value (boolean, or a number for sizes), description. */
export type MyFeature = Schemas['Feature'];
/** A subscription the user organizes for. */
export type MySubscription = Schemas['SubscriptionSummary'];
/** A tag of the user and the value it has for them. */
export type MyTag = Schemas['MyTag'];

/** GET web/users/me/features: the features of the user's subscription, else the defaults. */
export function getMyFeatures(): Promise<MyFeature[]> {
  return request('web/users/me/features');
}

/** GET web/users/me/subscriptions: the subscriptions the user organizes for. */
export function getMySubscriptions(): Promise<MySubscription[]> {
  return request('web/users/me/subscriptions');
}
