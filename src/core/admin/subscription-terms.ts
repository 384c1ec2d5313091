// A subscription's terms edited and renewed on its page: product, seats, organizers allowed, end date or
// perpetual. The loaded terms are every field's old value; a refused save keeps what was typed.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { formStore } from '../lists/form-store';
import { answerInto } from '../stores/loadable';
import { $subscription, type AdminSubscription, subscriptions } from './subscriptions';

/** The terms of a subscription as the form holds them (no end date: null). */
export interface SubscriptionTerms {
  product: components['schemas']['SubscriptionUpdate']['product'] & string;
  seats: number;
  maxOrganizers: number;
  perpetual: boolean;
  endDate: string | null;
}

const FIELDS = ['product', 'seats', 'maxOrganizers', 'endDate', 'perpetual'] as const;

/** The form of the subscription's terms; a refusal names the field its server message names. */
export const termsForm = formStore<SubscriptionTerms>(
  { product: 'Meet Business', seats: 1, maxOrganizers: 1, perpetual: false, endDate: null },
  ({ message }) =>
    FIELDS.find((field) => message.includes(field)) ?? (/end date/i.test(message) ? 'endDate' : undefined),
);

/** The terms of a loaded subscription. */
export function termsOf(subscription: AdminSubscription): SubscriptionTerms {
  const { product, seats, maxOrganizers, perpetual, endDate } = subscription;
  return {
    product: product as SubscriptionTerms['product'],
    seats,
    maxOrganizers,
    perpetual,
    endDate: endDate ?? null,
  };
}

/** Starts the form from the subscription shown. */
export function loadTerms(subscription: AdminSubscription): void {
  termsForm.load(termsOf(subscription));
}

/** Saves the changed terms (a dated subscription sends its end date with them); the page shows the answer. */
export function saveTerms(uid: string) {
  return termsForm.save(async (changes, values) => {
    const { endDate: _endDate, ...rest } = changes;
    const dated = values.perpetual ? {} : { endDate: values.endDate ?? undefined };
    const data = await answerInto($subscription, () =>
      call('updateSubscription', { path: { uid }, body: { ...rest, ...dated } }),
    );
    void subscriptions.reload();
    return termsOf(data);
  });
}
