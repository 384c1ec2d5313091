// Before any route: the XSRF check of mutating calls, the session or API key, and the roles of the operation.
import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../../src/core/constants';
import { API_KEY_HEADER, apiKeyOwner } from '../auth/api-keys';
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

type UserRow = { id: number; login: string; email: string; roles: string; activated: number };

function userRow(context: Context, id: number): UserRow | undefined {
  return context.db.prepare('SELECT id, login, email, roles, activated FROM users WHERE id = ?').get(id) as
    | UserRow
    | undefined;
}

const authUser = (row: UserRow, familyId?: string): AuthUser => ({
  id: row.id,
  login: row.login,
  email: row.email,
  roles: row.roles.split(' ').filter(Boolean),
  familyId,
});

/** The user of a bearer token, else undefined. */
export function sessionUser(request: FastifyRequest, context: Context): AuthUser | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ? tokenUser(match[1], context) : undefined;
}

/** The activated user of a live session token, else undefined. */
export function tokenUser(token: string, context: Context): AuthUser | undefined {
  const owner = context.tokens.check(token);
  if (!owner) return undefined;
  const row = userRow(context, owner.userId);
  return row?.activated ? authUser(row, owner.familyId) : undefined;
}

/** The user of the request's X-Api-Key; throws 1017 for a key never issued (or revoked), 1012 for a disabled user. */
export function apiKeyUser(key: string, context: Context): AuthUser {
  const owner = apiKeyOwner(context.db, key);
  const row = owner && userRow(context, owner.userId);
  if (!row) throw new ApiError(1017);
  if (!row.activated) throw new ApiError(1012);
  return authUser(row);
}

/** True when the user manages the organization the request's path names (directly, or by a subscription). */
function managesPathOrganization(request: FastifyRequest, operation: Operation, context: Context): boolean {
  const uid = (request.params as { uid?: string } | undefined)?.uid;
  if (!operation.managers || !uid || !request.user) return false;
  const organization =
    operation.managers === 'organization'
      ? 'SELECT ?'
      : 'SELECT organization_uid FROM subscriptions WHERE uid = ?';
  return (
    context.db
      .prepare(
        `SELECT 1 FROM organization_managers WHERE user_id = ? AND organization_uid = (${organization})`,
      )
      .get(request.user.id, uid) !== undefined
  );
}

/** Throws the contract's error when the request may not reach the operation. */
export function guard(request: FastifyRequest, operation: Operation, context: Context): void {
  const apiKey = request.headers[API_KEY_HEADER];
  // A program's key is no ambient credential a foreign page could make the browser send: no XSRF check.
  if (typeof apiKey === 'string' && operation.auth !== 'none') {
    request.user = apiKeyUser(apiKey, context);
  } else {
    if (!xsrfOk(request, context)) {
      throw new ApiError(1002, 'The X-XSRF-TOKEN header must echo the XSRF-TOKEN cookie.', { status: 403 });
    }
    if (operation.auth === 'none') return;
    request.user = sessionUser(request, context);
  }
  if (!request.user) {
    if (operation.auth === 'bearer') throw new ApiError(1014);
    return;
  }
  const roles = request.user.roles;
  if (operation.roles.length === 0 || operation.roles.some((role) => roles.includes(role))) return;
  if (!managesPathOrganization(request, operation, context)) throw new ApiError(1005);
}
