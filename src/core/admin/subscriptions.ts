// Subscription administration: one subscription with its organizers (within its limit), forced contacts,
// feature flags, groups, gateways, statistics and organizer ranking, and the list of those over their limit.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { ERROR_SUBSCRIPTION_INTEGRITY, TOP_COUNT } from '../constants';
import { formatNumber } from '../format';
import { formStore } from '../lists/form-store';
import { listStore } from '../lists/list-store';
import { answerInto, loadable, loadInto } from '../stores/loadable';
import { areaRecord } from './area-record';
import { attemptDirectory, type DirectoryResult } from './directory-failure';
import { importStore, runImport, saveCsv } from './imports';
import type { Refusal, Result } from './result';

type Schemas = components['schemas'];
/** A subscription in full. */
export type AdminSubscription = Schemas['Subscription'];
/** An organizer of a subscription. */
export type Organizer = Schemas['Organizer'];
/** A forced contact of a subscription. */
export type ForcedContact = Schemas['ForcedContact'];
/** A feature flag with its value and description. */
export type Feature = Schemas['Feature'];
/** The name of a feature flag. */
export type FeatureName = Schemas['FeatureName'];
/** The value of every feature flag, by name. */
export type FeatureValues = Partial<Record<FeatureName, boolean | number>>;
/** What the LDAP forced-contact sync did. */
export type SyncReport = Schemas['SyncReport'];

/** The feature flags whose value is a number (GB, pixels of height); every other one is a toggle. */
export const NUMERIC_FEATURES = [
  'RecordingQuota',
  'AudioVideo_MaxVideoSize',
] as const satisfies readonly FeatureName[];

/** True for a feature whose value is a number in a unit (the others are on or off). */
export const isNumericFeature = (name: FeatureName): name is (typeof NUMERIC_FEATURES)[number] =>
  (NUMERIC_FEATURES as readonly FeatureName[]).includes(name);

/** The organizers of the subscription shown, their view in the address (prefix `organizers`). */
export const organizers = listStore('listOrganizers', {
  sort: 'email',
  sorts: ['email', 'firstName', 'lastName', 'addedDate', 'source'],
  prefix: 'organizers',
});

/** The forced contacts of the subscription shown, their view in the address (prefix `contacts`). */
export const forcedContacts = listStore('listForcedContacts', {
  sort: 'email',
  sorts: ['email', 'firstName', 'lastName', 'source'],
  prefix: 'contacts',
});

const SUBSCRIPTION_SORTS = [
  'organizationName',
  'product',
  'seats',
  'maxOrganizers',
  'organizerCount',
  'exceeding',
  'endDate',
] as const;

/** Every subscription of every organization (spec 2: "Subscriptions: list"). */
export const subscriptions = listStore('listSubscriptions', {
  sort: 'organizationName',
  sorts: SUBSCRIPTION_SORTS,
});

/** The subscriptions with more organizers than allowed. */
export const exceedingSubscriptions = listStore('listExceedingSubscriptions', {
  sort: 'exceeding',
  sorts: SUBSCRIPTION_SORTS,
});

/** The subscription shown, its organizers' and forced contacts' lists opened with it. */
export const subscriptionRecord = areaRecord({
  lists: [subscriptions, exceedingSubscriptions],
  get: (uid: string) => call('getSubscription', { path: { uid } }),
  keyOf: (subscription) => subscription.uid,
  opened: (uid) => {
    organizers.open({ uid });
    forcedContacts.open({ uid });
  },
});
/** The subscription shown, as loaded. */
export const $subscription = subscriptionRecord.$record;

/** How many organizers a subscription may have: the smaller of its seats and its organizer limit. */
export function organizerLimit(subscription: Pick<AdminSubscription, 'seats' | 'maxOrganizers'>): number {
  return Math.min(subscription.seats, subscription.maxOrganizers);
}

/** A subscription's organizers, used and allowed, as numbers of the interface language ("{{used}} / {{allowed}}"). */
export function organizerUsage(
  subscription: Pick<AdminSubscription, 'seats' | 'maxOrganizers' | 'organizerCount'>,
): { used: string; allowed: string } {
  return {
    used: formatNumber(subscription.organizerCount),
    allowed: formatNumber(organizerLimit(subscription)),
  };
}

/** How many more organizers the subscription may take (0 when full or beyond). */
export function organizersLeft(
  subscription: Pick<AdminSubscription, 'seats' | 'maxOrganizers' | 'organizerCount'>,
): number {
  return Math.max(0, organizerLimit(subscription) - subscription.organizerCount);
}

/**
 * Makes a user (by e-mail) an organizer; refused with 1001 unknown e-mail, 1006 already one, 1025 disabled or at
 * its limit (`isLimitRefusal` tells which).
 */
export function addOrganizer(uid: string, email: string): Promise<Result> {
  return subscriptionRecord.changeIn(
    uid,
    () => call('addOrganizer', { path: { uid }, body: { email } }),
    organizers,
  );
}

/** True when a refusal of an enabled subscription means that its organizer limit is reached. */
export function isLimitRefusal(code: number | undefined, subscription: AdminSubscription): boolean {
  return code === ERROR_SUBSCRIPTION_INTEGRITY && subscription.enabled;
}

/** Removes organizers; answers the refusals. */
export function removeOrganizers(uid: string, userIds: readonly number[]): Promise<Refusal[]> {
  const remove = (userId: number) => call('removeOrganizer', { path: { uid, userId } });
  return subscriptionRecord.removeEachIn(uid, userIds, remove, organizers);
}

/** The organizer import under way or done. */
export const $organizerImport = importStore();

/** Adds organizers from a CSV file (column `email`); lines beyond the limit answer `limitReached`. */
export function importOrganizers(uid: string, file: Blob, dryRun: boolean): Promise<boolean> {
  return runImport($organizerImport, file, async (text) => {
    const report = await call('importOrganizers', { path: { uid }, query: { dryRun }, body: text });
    if (!dryRun) await Promise.all([organizers.reload(), subscriptionRecord.refresh(uid)]);
    return report.lines.map((line) => ({ line: line.line, key: line.email, result: line.result }));
  });
}

/** Downloads the organizers that `filter` keeps (the list's filters), as the server's CSV. */
export async function exportOrganizers(uid: string, filter: string): Promise<void> {
  saveCsv('organizers.csv', await call('exportOrganizers', { path: { uid }, query: { filter } }));
}

/** Adds a forced contact (1006 when already present). */
export function addForcedContact(uid: string, contact: Schemas['ForcedContactInput']): Promise<Result> {
  const add = () => call('addForcedContact', { path: { uid }, body: contact });
  return subscriptionRecord.changeIn(uid, add, forcedContacts);
}

/** Removes forced contacts; answers the refusals. */
export function removeForcedContacts(uid: string, ids: readonly number[]): Promise<Refusal[]> {
  const remove = (contactId: number) => call('removeForcedContact', { path: { uid, contactId } });
  return subscriptionRecord.removeEachIn(uid, ids, remove, forcedContacts);
}

/** The forced-contact import under way or done. */
export const $contactImport = importStore();

/** Adds forced contacts from a CSV file (columns email;firstName;lastName). */
export function importForcedContacts(uid: string, file: Blob, dryRun: boolean): Promise<boolean> {
  return runImport($contactImport, file, async (text) => {
    const report = await call('importForcedContacts', { path: { uid }, query: { dryRun }, body: text });
    if (!dryRun) await Promise.all([forcedContacts.reload(), subscriptionRecord.refresh(uid)]);
    return report.lines.map((line) => ({ line: line.line, key: line.email, result: line.result }));
  });
}

/** Downloads the forced contacts as the server's CSV. */
export async function exportForcedContacts(uid: string, filter: string): Promise<void> {
  saveCsv('forced-contacts.csv', await call('exportForcedContacts', { path: { uid }, query: { filter } }));
}

/** Synchronizes the LDAP forced contacts with the directory's contacts group; done with the counts, or why not. */
export function syncForcedContacts(uid: string): Promise<DirectoryResult<SyncReport>> {
  return attemptDirectory(async () => {
    const report = await call('syncForcedContactsLdap', { path: { uid } });
    await Promise.all([forcedContacts.reload(), subscriptionRecord.refresh(uid)]);
    return report;
  });
}

/** Sets the LDAP or SSO group whose members become organizers; refused with why (the directory's answer too). */
export function setGroup(
  uid: string,
  kind: 'ldapGroup' | 'ssoGroup',
  group: string,
): Promise<DirectoryResult> {
  return attemptDirectory(async () => {
    await answerInto($subscription, () =>
      call('updateSubscription', { path: { uid }, body: { [kind]: group } }),
    );
    await organizers.reload();
  });
}

/** The features as loaded (with their descriptions). */
export const $features = loadable<readonly Feature[]>();

/** The feature values being edited: the loaded ones are every toggle's old value. */
export const featureForm = formStore<FeatureValues>({});

const valuesOf = (features: readonly Feature[]): FeatureValues =>
  Object.fromEntries(features.map((feature) => [feature.name, feature.value]));

/** Loads the subscription's feature flags into `$features` and the form. */
export function loadFeatures(uid: string): Promise<void> {
  return loadInto(
    $features,
    () => call('getSubscriptionFeatures', { path: { uid } }),
    (features) => featureForm.load(valuesOf(features)),
  );
}

/** Saves the changed feature values (refused with 1026: a value of the wrong kind). */
export function saveFeatures(uid: string): Promise<Result<FeatureValues>> {
  return featureForm.save(async (changes) => {
    const features = Object.entries(changes).map(([name, value]) => ({
      name: name as FeatureName,
      value: value as boolean | number,
    }));
    const saved = await answerInto($features, () =>
      call('updateSubscriptionFeatures', { path: { uid }, body: { features } }),
    );
    return valuesOf(saved);
  });
}

/** The gateway usage of the subscription shown, per type. */
export const $gateways = loadable<readonly Schemas['GatewayUsage'][]>();

/** Loads the subscription's gateway usage. */
export function loadGateways(uid: string): Promise<void> {
  return loadInto($gateways, () => call('getSubscriptionGateways', { path: { uid } }));
}

/** The daily statistics of the subscription shown (the server's default period). */
export const $subscriptionStatistics = loadable<Schemas['Statistics']>();

/** Loads the subscription's daily statistics. */
export function loadSubscriptionStatistics(uid: string): Promise<void> {
  return loadInto($subscriptionStatistics, () => call('getSubscriptionStatistics', { path: { uid } }));
}

/** The top organizers of the subscription shown, by meetings organized. */
export const $organizerRanking = loadable<readonly Schemas['RankingEntry'][]>();

/** Loads the top 5 organizers of a subscription (and the subscription, for the heading). */
export function loadOrganizerRanking(uid: string): Promise<void> {
  if (!subscriptionRecord.shows(uid)) void subscriptionRecord.load(uid);
  return loadInto($organizerRanking, () =>
    call('getOrganizerRanking', { path: { uid }, query: { limit: TOP_COUNT } }),
  );
}
