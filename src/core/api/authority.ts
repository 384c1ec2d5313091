// Authority over targets, as the contract states it (`x-grantable-roles`): which roles a caller may grant, and
// which accounts it may change, reset, migrate, deactivate or delete. The reference server enforces it; a screen
// asks the same functions before offering an action.
import { GRANTABLE_ROLES } from './operations';

type Granting = keyof typeof GRANTABLE_ROLES;

const isGranting = (role: string): role is Granting => Object.hasOwn(GRANTABLE_ROLES, role);

/** Every role of the contract, in its order (each one grants: a key of `x-grantable-roles`). */
export const ROLES = Object.keys(GRANTABLE_ROLES) as Granting[];

/** Every role the caller's roles grant. */
export function authorityOf(callerRoles: readonly string[]): Set<string> {
  return new Set(callerRoles.filter(isGranting).flatMap((role) => GRANTABLE_ROLES[role]));
}

/** The roles the caller may grant, in the contract's order: what a role picker offers. */
export function grantableRoles(callerRoles: readonly string[]): Granting[] {
  const authority = authorityOf(callerRoles);
  return ROLES.filter((role) => authority.has(role));
}

/** True when the caller may grant every one of these roles. */
export function mayGrant(callerRoles: readonly string[], roles: readonly string[]): boolean {
  const authority = authorityOf(callerRoles);
  return roles.every((role) => authority.has(role));
}

/** True when the caller may act on an account holding these roles: every one of them is within its authority. */
export const mayActOn: (callerRoles: readonly string[], targetRoles: readonly string[]) => boolean = mayGrant;
