import type { TrustedHTML } from 'trusted-types/lib';
import {
  getMyFeatures,
  getMySubscriptions,
  type MyFeature,
  type MySubscription,
  type MyTag,
} from '../api/account-calls';
import { getGdprAccountText, getMyTags } from '../api/me-calls';
import type { ApiLanguage } from '../api/types';
import { decodeGdprText, trustedRichText } from '../sanitize';
import { loadable, loadInto } from './loadable';

/** The feature flags the user's subscription gives them. */
export const $myFeatures = loadable<MyFeature[]>();
/** The user's tags and their values. */
export const $myTags = loadable<MyTag[]>();
/** The subscriptions the user organizes for. */
export const $mySubscriptions = loadable<MySubscription[]>();
/** The GDPR account text, as safe typed HTML (only line breaks, bold and links survive); empty for none. */
export const $gdprAccountHtml = loadable<TrustedHTML | string>();

/** Loads the user's feature flags. */
export function loadMyFeatures(): Promise<void> {
  return loadInto($myFeatures, getMyFeatures);
}

/** Loads the user's tags and their values. */
export function loadMyTags(): Promise<void> {
  return loadInto($myTags, getMyTags);
}

/** Loads the user's subscriptions. */
export function loadMySubscriptions(): Promise<void> {
  return loadInto($mySubscriptions, getMySubscriptions);
}

/** Loads the GDPR account text in `language`: base64, decoded, then sanitized before anything shows it. */
export function loadGdprAccountText(language: ApiLanguage): Promise<void> {
  return loadInto($gdprAccountHtml, async () =>
    trustedRichText(decodeGdprText((await getGdprAccountText(language)).gdprText)),
  );
}
