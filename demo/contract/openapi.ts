// Reads dist-spec/openapi.yaml, the one source of truth, into route definitions with JSON schemas.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/** A JSON schema (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** What a route needs to know of one operation of the contract. */
export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, e.g. `/web/admin/users/{id}`. */
  path: string;
  /** 'bearer': a session is required; 'optional': used when present; 'none': ignored. */
  auth: 'bearer' | 'optional' | 'none';
  /** Roles allowed (any one); empty: every signed-in user. */
  roles: string[];
  /** `x-organization-managers`: the managers of the organization that the path's `uid` is (or owns) may call it. */
  managers?: 'organization' | 'subscription';
  /** `x-target`: the accounts the operation acts on and the roles it grants (see src/core/api/authority.ts). */
  target?: { account?: 'path' | 'lines' | 'ids'; roles?: 'body' | 'lines' | 'ids' };
  /** `x-audited`: a read the audit trail records (an export, a download, the trail's check). */
  audited?: boolean;
  querystring?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  bodyType?: 'json' | 'csv';
  /** Declared answers: status ('200', '4XX') to its first media type, every one of them, and its schema. */
  responses: Record<string, { mediaType?: string; mediaTypes: string[]; schema?: JsonSchema }>;
}

/** Where the contract lives. */
export const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'dist-spec', 'openapi.yaml');
/** Where the JSON API lives under the server root. */
export const API_PREFIX = '/meet/services/json';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Node = Record<string, unknown>;

function resolveRef(document: Node, ref: string): Node {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Node)[part];
  if (!node) throw new Error(`Unresolved reference ${ref}`);
  return node as Node;
}

/** Replaces every `$ref` by a copy of its target (the contract has no cycles); siblings of `$ref` are kept. */
export function dereference(document: Node, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Node;
  const base = typeof $ref === 'string' ? (dereference(document, resolveRef(document, $ref)) as Node) : {};
  const own = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, dereference(document, value)]),
  );
  return { ...base, ...own };
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

function parameterSchema(parameters: Parameter[], where: Parameter['in']): JsonSchema | undefined {
  const mine = parameters.filter((p) => p.in === where);
  if (mine.length === 0) return undefined;
  // Fastify lower-cases header names.
  const key = (p: Parameter) => (where === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [key(p), p.schema])),
    required: mine.filter((p) => p.required).map(key),
  };
}

function authOf(security: unknown): Operation['auth'] {
  if (!Array.isArray(security)) return 'bearer';
  if (security.length === 0) return 'none';
  return security.some((s) => Object.keys(s as Node).length === 0) ? 'optional' : 'bearer';
}

/** The last contract read, and its text: a process parses it once while it stays the same. */
let parsed: { file: string; text: string; document: Node } | undefined;

/**
 * The contract document as it is on disk, parsed once per process while its text stays the same (every server start
 * reads it). Read-only: `loadOperations` copies what it takes; a caller that changes it takes a `structuredClone`.
 * js-yaml, because the `yaml` package took a tenth of a test server's start parsing these 200 KB.
 */
export function loadDocument(file = OPENAPI_FILE): Node {
  const text = readFileSync(file, 'utf8');
  if (parsed?.file !== file || parsed.text !== text) parsed = { file, text, document: load(text) as Node };
  return parsed.document;
}

/** Every operation of the contract, dereferenced (copies: each caller may change its own). */
export function loadOperations(document = loadDocument()): Operation[] {
  const operations: Operation[] = [];
  const globalSecurity = document.security;
  for (const [path, rawItem] of Object.entries(document.paths as Node)) {
    const item = dereference(document, rawItem) as Node;
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const parameters = [
        ...((item.parameters as Parameter[]) ?? []),
        ...((op.parameters as Parameter[]) ?? []),
      ];
      const content = ((op.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>;
      const [mediaType, media] = Object.entries(content)[0] ?? [];
      const responses = Object.fromEntries(
        Object.entries(op.responses as Record<string, Node>).map(([status, answer]) => {
          const content = Object.entries((answer.content ?? {}) as Record<string, Node>);
          const [type, body] = content[0] ?? [];
          const mediaTypes = content.map(([name]) => name);
          return [status, { mediaType: type, mediaTypes, schema: body?.schema as JsonSchema | undefined }];
        }),
      );
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as Operation['method'],
        path,
        auth: authOf(op.security ?? globalSecurity),
        roles: (op['x-roles'] as string[] | undefined) ?? [],
        managers: op['x-organization-managers'] as Operation['managers'],
        target: op['x-target'] as Operation['target'],
        audited: op['x-audited'] === true,
        querystring: parameterSchema(parameters, 'query'),
        params: parameterSchema(parameters, 'path'),
        headers: parameterSchema(parameters, 'header'),
        body: media?.schema as JsonSchema | undefined,
        bodyType: mediaType === undefined ? undefined : mediaType === 'text/csv' ? 'csv' : 'json',
        responses,
      });
    }
  }
  return operations;
}

/** The Fastify URL of a contract path: `/web/users/{id}` becomes `/meet/services/json/web/users/:id`. */
export function routeUrl(path: string): string {
  return API_PREFIX + path.replace(/\{(\w+)\}/g, ':$1');
}
