// Who may press a button: the contract's `x-roles` (and `x-organization-managers`) of the operation it calls, read
// from the generated operations table. Screens ask here and never hold a list of roles of their own.
import { OPERATIONS } from '../api/operations';
import { rolesOf } from '../router/menu';

/** The id of an operation of the contract. */
export type OperationId = keyof typeof OPERATIONS;

interface OperationRow {
  roles?: readonly string[];
  managers?: 'organization' | 'subscription';
}

/** The organizations `me` manages (`customersManager`), by uid. */
function managedOrganizations(me: unknown): string[] {
  const managed = (me as { customersManager?: { uid?: unknown }[] } | null)?.customersManager;
  return Array.isArray(managed) ? managed.map((org) => String(org.uid)) : [];
}

/**
 * True when `me` may call `operation`: it holds one of the operation's `x-roles` (none listed: any signed-in user),
 * or the operation is open to organization managers and `me` manages `organizationUid`, the organization the
 * target is (or belongs to).
 */
export function mayCall(operation: OperationId, me: unknown, organizationUid?: string): boolean {
  if (me === null || me === undefined) return false;
  const row = OPERATIONS[operation] as OperationRow;
  if (row.roles === undefined) return true;
  const roles: readonly string[] = rolesOf(me);
  if (row.roles.some((role) => roles.includes(role))) return true;
  return (
    row.managers !== undefined &&
    organizationUid !== undefined &&
    managedOrganizations(me).includes(organizationUid)
  );
}
