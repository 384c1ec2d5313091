// Calls typed by the contract's operation: `call('getUser', { path: { id: 7 } })` answers a `User`. The
// method, the path and whether a session is needed come from the generated OPERATIONS table; parameters,
// body and answer from the generated `operations` types. No hand-picked answer type anywhere.
import { OPERATIONS } from './operations';
import { request } from './request';
import type { operations } from './schema';

/** The operationId of any operation of the contract. */
export type OperationId = keyof operations & keyof typeof OPERATIONS;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type Part<Op extends OperationId, Where extends 'path' | 'query'> = Exclude<Parameters<Op>[Where], undefined>;

type BodyContent<Op extends OperationId> = operations[Op] extends { requestBody?: { content: infer C } }
  ? C
  : never;
/** What an operation takes as its body: JSON or a CSV text; never when it takes none. */
export type BodyOf<Op extends OperationId> =
  BodyContent<Op> extends { 'application/json': infer J }
    ? J
    : BodyContent<Op> extends { 'text/csv': infer T }
      ? T
      : never;

type Success<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : never;
/** What an operation answers on success: its JSON, a CSV text, the bytes as a Blob, or undefined (204). */
export type AnswerOf<Op extends OperationId> =
  Success<operations[Op]['responses']> extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'text/csv': infer T }
        ? T
        : C extends { 'application/octet-stream': unknown } | { 'application/zip': unknown }
          ? Blob
          : undefined
    : undefined;

/** The query an operation takes. */
export type QueryOf<Op extends OperationId> = Part<Op, 'query'>;

type Optional<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };
type OptionalQuery<Op extends OperationId> = [QueryOf<Op>] extends [never]
  ? { query?: never }
  : { query?: QueryOf<Op> };

/** The arguments of one call: path parameters, query and body as the contract names them. */
export type CallArguments<Op extends OperationId> = Optional<'path', Part<Op, 'path'>> &
  OptionalQuery<Op> &
  Optional<'body', BodyOf<Op>> & { signal?: AbortSignal };

type Entry = { method: string; path: string; open?: boolean; text?: boolean; binary?: boolean };

function pathOf(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

function searchOf(query: Record<string, unknown> = {}): Record<string, string> | undefined {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return entries.length > 0 ? Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) : undefined;
}

/**
 * Sends the operation `id` of the contract with its path parameters, query and body, through the one
 * transport (bearer, XSRF, time-out, retries, refresh); answers what the contract says it answers.
 */
export function call<Op extends OperationId>(id: Op, ...[args]: CallParameters<Op>): Promise<AnswerOf<Op>> {
  const entry: Entry = OPERATIONS[id];
  const { path, query, body, signal } = (args ?? {}) as {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const csv = typeof body === 'string';
  return request<AnswerOf<Op>>(pathOf(entry.path, path), {
    method: entry.method as 'get',
    auth: entry.open !== true,
    searchParams: searchOf(query),
    json: csv ? undefined : body,
    body: csv ? body : undefined,
    headers: csv ? { 'content-type': 'text/csv;charset=utf-8' } : undefined,
    answer: entry.text ? 'text' : entry.binary ? 'blob' : 'json',
    signal,
  });
}

/** The arguments, optional when the operation needs none. */
export type CallParameters<Op extends OperationId> =
  object extends CallArguments<Op> ? [args?: CallArguments<Op>] : [args: CallArguments<Op>];
