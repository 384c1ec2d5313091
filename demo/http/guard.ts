// Before any route: the XSRF check of mutating calls, the session, and the roles of the operation.
import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../../src/core/constants';
import type { Context } from '../context';
import type { Operation } from '../contract/openapi';
import { ApiError } from './errors';
import { cookiesOf, isEmbedOrigin } from './headers';
import type { AuthUser } from './types';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a mutating request echoes its XSRF cookie (or comes from an embedding origin, which cannot). */
export function xsrfOk(request: FastifyRequest, context: Context): boolean {
  if (!MUTATING.has(request.method)) return true;
  if (isEmbedOrigin(request, context.config)) return true;
  const cookie = cookiesOf(request)[XSRF_COOKIE];
  const header = request.headers['x-xsrf-token'];
  return typeof header === 'string' && cookie !== undefined && cookie.length > 0 && header === cookie;
}

/** The user of a bearer token, else undefined. */
export function sessionUser(request: FastifyRequest, context: Context): AuthUser | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const owner = context.tokens.check(match[1]);
  if (!owner) return undefined;
  const row = context.db
    .prepare('SELECT id, login, email, roles, activated FROM users WHERE id = ?')
    .get(owner.userId) as
    | { id: number; login: string; email: string; roles: string; activated: number }
    | undefined;
  if (!row?.activated) return undefined;
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    roles: row.roles.split(' ').filter(Boolean),
    familyId: owner.familyId,
  };
}

/** Throws the contract's error when the request may not reach the operation. */
export function guard(request: FastifyRequest, operation: Operation, context: Context): void {
  if (!xsrfOk(request, context)) {
    throw new ApiError(1002, 'The X-XSRF-TOKEN header must echo the XSRF-TOKEN cookie.', { status: 403 });
  }
  if (operation.auth === 'none') return;
  request.user = sessionUser(request, context);
  if (!request.user) {
    if (operation.auth === 'bearer') throw new ApiError(1014);
    return;
  }
  const roles = request.user.roles;
  if (operation.roles.length > 0 && !operation.roles.some((role) => roles.includes(role))) {
    throw new ApiError(1005);
  }
}
