// Authority over targets, enforced once for every operation the contract marks `x-target` (the rule itself is
// src/core/api/authority.ts, read from the contract's `x-grantable-roles`).
import type { FastifyRequest } from 'fastify';
import { mayActOn, mayGrant } from '../../src/core/api/authority';
import type { Context } from '../context';
import type { Operation } from '../contract/openapi';
import { ApiError } from './errors';
import type { AuthUser } from './types';

/** The answer to an account or a grant beyond the caller's authority. */
export const beyondAuthority = (): ApiError =>
  new ApiError(1005, 'This account or role is beyond your authority: it holds roles you cannot grant.');

/** True when the caller may act on the account of this id (an unknown id is the handler's 404). */
function mayActOnId(context: Context, caller: AuthUser, id: number): boolean {
  const row = context.db.prepare('SELECT roles FROM users WHERE id = ?').get(id) as
    | { roles: string }
    | undefined;
  return !row || mayActOn(caller.roles, row.roles.split(' ').filter(Boolean));
}

/**
 * Throws 403 code 1005 when the request acts on an account, or grants a role, beyond its caller's authority.
 * Runs after validation (the body is parsed) and before the handler; CSV lines are checked by their handler
 * with the same rule, line by line.
 */
export function checkAuthority(request: FastifyRequest, operation: Operation, context: Context): void {
  const caller = request.user;
  const target = operation.target;
  if (!target || !caller) return;
  if (target.account === 'path') {
    const id = (request.params as { id?: number }).id;
    if (id !== undefined && !mayActOnId(context, caller, id)) throw beyondAuthority();
  }
  if (target.roles === 'body') {
    const roles = (request.body as { roles?: string[] } | undefined)?.roles ?? [];
    if (!mayGrant(caller.roles, roles)) throw beyondAuthority();
  }
}
