// Registers every operation of the contract as a Fastify route validated by the contract's own schemas.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditHooks, isAudited } from '../audit/recorder';
import type { Context } from '../context';
import { type Operation, routeUrl } from '../contract/openapi';
import { ApiError } from './errors';
import { guard } from './guard';
import type { Handlers } from './types';

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

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
    // Every write is recorded in the audit trail, refused ones included.
    const audit = isAudited(operation) ? auditHooks(operation, context) : undefined;
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
      ...(audit ? { preHandler: audit.preHandler, onSend: audit.onSend } : {}),
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
