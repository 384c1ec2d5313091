// Bulk actions of the lists: one action on many users, meetings or files, each record done by the one-record
// operation's own handler, its authority checked and its entry written in the audit trail as if called alone.
import type { FastifyRequest } from 'fastify';
import { recordEach } from '../audit/recorder';
import type { Context } from '../context';
import { loadOperations, type Operation } from '../contract/openapi';
import { checkAuthority } from '../http/authority';
import { ApiError, invalid, notFound } from '../http/errors';
import type { Handlers, OperationId, Schemas } from '../http/types';

type Report = Schemas['BulkReport'];
type AnyHandler = (request: FastifyRequest, reply: unknown) => unknown;

/** One record of a bulk action: the one-record operation and the request it would have received. */
interface Step {
  id: string;
  /** What names the record in the report (an e-mail, a subject, a file name); the id when it is unknown. */
  key: string;
  operation: OperationId;
  params: Record<string, unknown>;
  body?: unknown;
  query?: Record<string, unknown>;
}

/** Handlers of the three bulk operations, running the one-record handlers of `handlers`. */
export function bulkHandlers(context: Context, handlers: Handlers): Handlers {
  const { db } = context;
  const operations = new Map<string, Operation>(loadOperations().map((o) => [o.operationId, o]));

  /** Runs each step as its operation would run alone; a refusal is reported, never thrown. */
  async function run(request: FastifyRequest, steps: Step[]): Promise<Report> {
    const results: Report['results'] = [];
    for (const step of steps) {
      const operation = operations.get(step.operation) as Operation;
      const one = {
        params: step.params,
        body: step.body,
        query: step.query ?? {},
        user: request.user,
        ip: request.ip,
      } as unknown as FastifyRequest;
      const code = await recordEach(context, one, operation, async () => {
        checkAuthority(one, operation, context);
        await (handlers[step.operation] as AnyHandler)(one, undefined);
      });
      results.push(
        code === undefined
          ? { id: step.id, key: step.key, result: 'done' }
          : { id: step.id, key: step.key, result: 'refused', code },
      );
    }
    const succeeded = results.filter((result) => result.result === 'done').length;
    return { succeeded, failed: results.length - succeeded, results };
  }

  const userOf = (id: number) =>
    db.prepare('SELECT email, roles FROM users WHERE id = ?').get(id) as
      | { email: string; roles: string }
      | undefined;

  return {
    bulkUsers: (request) => {
      const { ids, action, tagId, role } = request.body;
      if ((action === 'setRole' || action === 'removeRole') && !role) throw invalid('Choose the role.');
      if (action === 'addTag') {
        if (!tagId) throw invalid('Choose the tag.');
        if (!db.prepare('SELECT 1 FROM tags WHERE id = ?').get(tagId)) throw notFound('Tag');
      }
      const steps = ids.map((id): Step => {
        const user = userOf(id);
        const base = { id: String(id), key: user?.email ?? String(id), params: { id } };
        const roles = (user?.roles ?? '').split(' ').filter(Boolean);
        switch (action) {
          case 'addTag':
            // The tag's operation names its user by e-mail: an unknown user is refused by it (1001).
            return {
              ...base,
              operation: 'addTagUser',
              params: { id: tagId },
              body: { email: user?.email ?? `#${id}` },
            };
          case 'setRole':
          case 'removeRole': {
            const kept = roles.filter((held) => held !== role);
            const next = action === 'setRole' && role ? [...kept, role] : kept;
            return { ...base, operation: 'updateUser', body: { roles: next } };
          }
          case 'activate':
          case 'deactivate':
            return { ...base, operation: 'updateUser', body: { activated: action === 'activate' } };
          case 'sendResetMail':
            return { ...base, operation: 'createResetPasswordLink', query: { sendMail: true } };
        }
        throw new ApiError(1004, `Unknown action "${action}".`);
      });
      return run(request, steps);
    },

    bulkMeetings: (request) => {
      const { uids, action } = request.body;
      return run(
        request,
        uids.map((uid) => {
          const row = db.prepare('SELECT subject FROM meetings WHERE uid = ?').get(uid) as
            | { subject: string }
            | undefined;
          return {
            id: uid,
            key: row?.subject ?? uid,
            operation: action === 'stop' ? 'stopMeeting' : 'deleteMeeting',
            params: { uid },
          };
        }),
      );
    },

    bulkFiles: (request) =>
      run(
        request,
        request.body.ids.map((fileId) => {
          const row = db.prepare('SELECT name FROM files WHERE id = ?').get(fileId) as
            | { name: string }
            | undefined;
          return {
            id: String(fileId),
            key: row?.name ?? String(fileId),
            operation: 'deleteFile',
            params: { fileId },
          };
        }),
      ),
  };
}
