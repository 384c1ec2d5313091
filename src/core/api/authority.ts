// Authority over targets, as the contract states it (`x-grantable-roles`): which roles a caller may grant, and
// which accounts it may change, reset, migrate, deactivate or delete. The reference server enforces it; a screen
// asks the same functions before offering an action.
import { GRANTABLE_ROLES } from './operations';

type Granting = keyof typeof GRANTABLE_ROLES;

const isGranting = (role: string): role is Granting => Object.hasOwn(GRANTABLE_ROLES, role);

/** Every role the caller's roles grant. */
export function authorityOf(callerRoles: readonly string[]): Set<string> {
  return new Set(callerRoles.filter(isGranting).flatMap((role) => GRANTABLE_ROLES[role]));
}

/** True when the caller may grant every one of these roles. */
export function mayGrant(callerRoles: readonly string[], roles: readonly string[]): boolean {
  const authority = authorityOf(callerRoles);
  return roles.every((role) => authority.has(role));
}

/** True when the caller may act on an account holding these roles: every one of them is within its authority. */
export const mayActOn: (callerRoles: readonly string[], targetRoles: readonly string[]) => boolean = mayGrant;
