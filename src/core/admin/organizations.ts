// Organization administration: the list, one organization with its subscriptions and managers, adding an
// organization, a subscription or a manager, removing a manager and disabling a subscription.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { listStore } from '../lists/list-store';
import { rolesOf } from '../router/menu';
import { recordStore } from '../stores/record';
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
export const organizationRecord = recordStore(
  (uid: string) => call('getOrganization', { path: { uid } }),
  (organization) => organization.uid,
);

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

/** Takes the organization again without passing through `loading` (the detail stays), and the list's counts. */
function refresh(uid: string): Promise<void> {
  void organizations.reload();
  return organizationRecord.refresh(uid);
}

/** Adds an organization; done with its uid (refused with 1006 when the name is taken). */
export function addOrganization(name: string, machineId: string): Promise<Result<string>> {
  return attempt(async () => {
    const body = machineId ? { name, machineId } : { name };
    const organization = await call('createOrganization', { body });
    void organizations.reload();
    return organization.uid;
  });
}

/** Renames the organization shown (refused with 1006 when another organization has the name). */
export function renameOrganization(uid: string, name: string): Promise<Result<string>> {
  return attempt(async () => {
    const data = await call('updateOrganization', { path: { uid }, body: { name } });
    organizationRecord.set(data);
    void organizations.reload();
    return data.name;
  });
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
  return attempt(async () => {
    await call('createSubscription', { path: { uid }, body });
    await refresh(uid);
  });
}

/** Disables a subscription of the organization, permanently (1025 when already disabled). */
export function disableSubscription(uid: string, subscriptionUid: string): Promise<Result> {
  return attempt(async () => {
    await call('disableSubscription', { path: { uid: subscriptionUid } });
    await refresh(uid);
  });
}

/** Makes a user (by e-mail) a manager of the organization (1001 unknown e-mail, 1006 already one). */
export function addManager(uid: string, email: string): Promise<Result> {
  return attempt(async () => {
    await call('addOrganizationManager', { path: { uid }, body: { email } });
    await refresh(uid);
  });
}

/** Removes a manager from the organization. */
export function removeManager(uid: string, userId: number): Promise<Result> {
  return attempt(async () => {
    await call('removeOrganizationManager', { path: { uid, userId } });
    await refresh(uid);
  });
}
