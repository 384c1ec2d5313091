// Registers every operation of the contract as a Fastify route validated by the contract's own schemas.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditHooks, isAudited } from '../audit/recorder';
import type { Context } from '../context';
import { type JsonSchema, type Operation, routeUrl } from '../contract/openapi';
import { checkAuthority } from './authority';
import { ApiError } from './errors';
import { guard } from './guard';
import { inNfc } from './normalize';
import type { Handlers } from './types';

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The names of a parameter schema's integer fields (path and query values arrive as text). */
function integerFields(schema: JsonSchema | undefined): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

const DECIMAL = /^-?(0|[1-9][0-9]*)$/;

/**
 * Refuses integers written otherwise than in plain decimal before the validator coerces them: `" 1"`, `"01"` or
 * `"0x10"` would become 1, 1 and 16 (`/users/0x10` would be user 16).
 */
function checkIntegers(values: unknown, names: string[]): void {
  const record = (values ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = record[name];
    const texts = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (texts.some((text) => typeof text !== 'string' || !DECIMAL.test(text)))
      throw new ApiError(1004, `"${name}" must be an integer written in decimal digits.`);
  }
}

function successStatus(operation: Operation): number {
  return ['200', '201', '204'].map(Number).find((status) => operation.responses[status]) ?? 200;
}

/** Adds one route per operation; an operation without a handler answers 501 with the error shape. */
export function registerContract(
  app: FastifyInstance,
  operations: Operation[],
  handlers: Handlers,
  context: Context,
): void {
  for (const operation of operations) {
    const handler = (handlers as Record<string, AnyHandler | undefined>)[operation.operationId];
    const status = successStatus(operation);
    const answerType = operation.responses[String(status)]?.mediaType;
    const csvAnswer = answerType === 'text/csv';
    const binaryAnswer = answerType !== undefined && !csvAnswer && answerType !== 'application/json';
    const pathIntegers = integerFields(operation.params);
    const queryIntegers = integerFields(operation.querystring);
    // Every write, and every read the contract marks `x-audited`, is recorded in the audit trail, refused ones included.
    const audit = isAudited(operation) ? auditHooks(operation, context) : undefined;
    const authority = async (request: FastifyRequest) => checkAuthority(request, operation, context);
    app.route({
      method: operation.method,
      url: routeUrl(operation.path),
      schema: Object.fromEntries(
        Object.entries({
          querystring: operation.querystring,
          params: operation.params,
          headers: operation.headers,
          body: operation.body,
        }).filter(([, schema]) => schema !== undefined),
      ),
      onRequest: async (request) => guard(request, operation, context),
      preValidation: async (request) => {
        checkIntegers(request.params, pathIntegers);
        checkIntegers(request.query, queryIntegers);
        if (request.body !== undefined) request.body = inNfc(request.body);
      },
      // The audit takes its snapshot first, so that a change refused for lack of authority is recorded too.
      preHandler: audit ? [audit.preHandler, authority] : authority,
      ...(audit ? { onSend: audit.onSend } : {}),
      handler: async (request, reply) => {
        if (!handler)
          throw new ApiError(1000, `${operation.operationId} is not implemented.`, { status: 501 });
        const result = await handler(request, reply);
        if (reply.sent) return reply;
        if (result === undefined) return reply.code(204).send();
        // Bytes keep the status (200 or 206 for a range) and the type their handler set.
        if (binaryAnswer) return reply.send(result);
        if (csvAnswer) {
          reply.type('text/csv; charset=utf-8');
          // A handler may name its file; else the operation does.
          if (!reply.hasHeader('content-disposition'))
            reply.header('content-disposition', `attachment; filename="${operation.operationId}.csv"`);
        }
        return reply.code(status).send(result);
      },
    });
  }
}
