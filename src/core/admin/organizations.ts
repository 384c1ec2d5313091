// Organization administration: the list, one organization with its subscriptions and managers, adding an
// organization, a subscription or a manager, removing a manager and disabling a subscription.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { listStore } from '../lists/list-store';
import { rolesOf } from '../router/menu';
import { areaRecord } from './area-record';
import { areaById, areaRoles } from './areas';
import { attempt, type Result } from './result';

type Schemas = components['schemas'];
/** An organization with its subscriptions and managers. */
export type AdminOrganization = Schemas['Organization'];
/** A row of the organization list. */
export type OrganizationRow = Schemas['OrganizationSummary'];
/** A subscription as the organization lists it. */
export type SubscriptionRow = Schemas['SubscriptionSummary'];
/** What a new subscription is made of. */
export type NewSubscription = Schemas['SubscriptionInput'];
/** The products a subscription may be of. */
export const PRODUCTS: readonly NewSubscription['product'][] = [
  'Meet Enterprise',
  'Meet Business',
  'Meet Education',
  'Meet Trial',
];

/** The organization list, its view in the address. */
export const organizations = listStore('listOrganizations', {
  sort: 'name',
  sorts: ['name', 'machineId', 'subscriptionCount', 'managerCount'],
});

/** The organization shown in the detail, with its subscriptions and managers. */
export const organizationRecord = areaRecord({
  lists: [organizations],
  get: (uid: string) => call('getOrganization', { path: { uid } }),
  keyOf: (organization) => organization.uid,
});

/**
 * True when `me` holds a role that manages every organization; false for a manager of some organizations
 * only, whose console lists its `customersManager` (the list of every organization stays with the roles).
 */
export function managesAllOrganizations(me: unknown): boolean {
  const area = areaById('organizations');
  const roles = rolesOf(me);
  return area !== undefined && areaRoles(area).some((role) => roles.includes(role));
}

/** The organizations `me` manages as an organization manager (`customersManager`), by name. */
export function ownOrganizations(me: unknown): { uid: string; name: string }[] {
  const managed = (me as { customersManager?: { uid: string; name: string }[] } | null)?.customersManager;
  return [...(managed ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}

/** Adds an organization; done with its uid (refused with 1006 when the name is taken). */
export function addOrganization(name: string, machineId: string): Promise<Result<string>> {
  const body = machineId ? { name, machineId } : { name };
  return organizationRecord.create(() => call('createOrganization', { body }));
}

/** Renames the organization shown (refused with 1006 when another organization has the name). */
export function renameOrganization(uid: string, name: string): Promise<Result<AdminOrganization>> {
  return organizationRecord.change(() => call('updateOrganization', { path: { uid }, body: { name } }));
}

/** Deletes an organization (refused with 1004 while it holds a subscription). */
export function deleteOrganization(uid: string): Promise<Result> {
  return attempt(async () => {
    await call('deleteOrganization', { path: { uid } });
    void organizations.reload();
  });
}

/** Adds a subscription to the organization (a perpetual one has no end date). */
export function addSubscription(uid: string, input: NewSubscription): Promise<Result> {
  const body = input.perpetual ? { ...input, endDate: undefined } : input;
  return organizationRecord.changeIn(uid, () => call('createSubscription', { path: { uid }, body }));
}

/** Disables a subscription of the organization, permanently (1025 when already disabled). */
export function disableSubscription(uid: string, subscriptionUid: string): Promise<Result> {
  return organizationRecord.changeIn(uid, () =>
    call('disableSubscription', { path: { uid: subscriptionUid } }),
  );
}

/** Makes a user (by e-mail) a manager of the organization (1001 unknown e-mail, 1006 already one). */
export function addManager(uid: string, email: string): Promise<Result> {
  return organizationRecord.changeIn(uid, () =>
    call('addOrganizationManager', { path: { uid }, body: { email } }),
  );
}

/** Removes a manager from the organization. */
export function removeManager(uid: string, userId: number): Promise<Result> {
  return organizationRecord.changeIn(uid, () => call('removeOrganizationManager', { path: { uid, userId } }));
}
