// Handler types derived from the contract's generated types: a handler cannot answer another shape.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/core/api/schema';

/** Every schema of the contract by name. */
export type Schemas = components['schemas'];
/** Every operation id of the contract. */
export type OperationId = keyof operations;

type Defined<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;
type Parameters<K extends OperationId> = operations[K]['parameters'];
type RequestBodyOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[K] extends { requestBody: { content: { 'text/csv': string } } }
    ? string
    : undefined;

type Responses<K extends OperationId> = operations[K]['responses'];
type ContentOf<R> = R extends { content: { 'application/json': infer J } }
  ? J
  : R extends { content: { 'text/csv': string } }
    ? string | Readable
    : R extends { content: { 'application/octet-stream': string } | { 'application/zip': string } }
      ? Buffer | Readable
      : undefined;
type Success<K extends OperationId> =
  | (200 extends keyof Responses<K> ? ContentOf<Responses<K>[200]> : never)
  | (201 extends keyof Responses<K> ? ContentOf<Responses<K>[201]> : never)
  | (204 extends keyof Responses<K> ? undefined : never);

/** The signed-in user of a request. */
export interface AuthUser {
  id: number;
  login: string;
  email: string;
  roles: string[];
  /** The sign-in the session token descends from; absent when the request carries an API key. */
  familyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard when the request carries a valid session token. */
    user?: AuthUser;
  }
}

/** The request of an operation, with its query, path, header and body types. */
export type ApiRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBodyOf<K>;
  Querystring: Defined<Parameters<K>['query']>;
  Params: Defined<Parameters<K>['path']>;
  Headers: Defined<Parameters<K>['header']>;
}>;

/**
 * A handler answers the operation's success body (undefined for 204; a CSV answer may be a stream of its
 * text; bytes are a Buffer or a stream, with the status and type the handler set); errors are thrown as ApiError.
 */
export type Handler<K extends OperationId> = (
  request: ApiRequest<K>,
  reply: FastifyReply,
) => Success<K> | Promise<Success<K>>;

/** Handlers by operation id. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** The signed-in user, for handlers of operations that require one. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('Handler of a signed-in operation reached without a user.');
  return request.user;
}
