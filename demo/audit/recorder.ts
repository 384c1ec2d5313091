// Records every change made through the API, and every sign-in, failed sign-in and sign-out, in the trail.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context';
import type { Operation } from '../contract/openapi';
import { ApiError } from '../http/errors';
import { readSettings } from '../lib/settings';
import { rolesOf, userBySignIn } from '../lib/users';
import { bodyChanges, diff, type RecordRef, recordOf, snapshot } from './records';
import { appendAudit, type FieldChange, pruneAudit, retentionStart } from './trail';

type Snapshot = Record<string, unknown>;

interface Pending {
  record?: RecordRef;
  before?: Snapshot;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The record an audited call acts on and its fields before the handler ran. */
    audit?: Pending;
  }
}

/** Calls that change something (every write), and the reads the contract marks `x-audited` (exports, downloads). */
export const isAudited = (operation: Operation): boolean =>
  operation.method !== 'GET' || operation.audited === true;

/** A player's later ranges of one download are the same read: only the first range (or the whole) is recorded. */
const continuesRead = (request: FastifyRequest): boolean => {
  const range = request.headers.range;
  return typeof range === 'string' && !/^bytes=0-/.test(range.trim());
};

const PRUNE_EVERY_MS = 60 * 60_000;

/** The trail's two hooks for one operation's route. */
export function auditHooks(operation: Operation, context: Context) {
  const { db } = context;
  const read = operation.method === 'GET';
  let lastPrune = 0;

  function prune(now: Date): void {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    const retention = (
      readSettings(db, 'accounts') as { auditRetention?: Parameters<typeof retentionStart>[1] }
    ).auditRetention;
    if (retention && retention.value > 0) pruneAudit(db, retentionStart(now, retention));
  }

  return {
    /** Before the handler: which record, and its fields as they are. */
    preHandler: async (request: FastifyRequest) => {
      const record = recordOf(
        operation.operationId,
        operation.path,
        request.params as Record<string, string>,
      );
      request.audit = { record, before: snapshot(db, record) };
    },
    /** Before the answer leaves: the entry, with the outcome the answer carries. */
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (read && continuesRead(request)) return payload;
      const done = reply.statusCode < 400;
      const pending = request.audit;
      const answer = jsonOf(payload);
      const record =
        (done ? createdRecord(operation.operationId, answer) : undefined) ??
        pending?.record ??
        recordOf(operation.operationId, operation.path, request.params as Record<string, string>);
      const body = request.body as Record<string, unknown> | undefined;
      const signIn = operation.operationId === 'login';
      let changes: FieldChange[] = [];
      if (!signIn) {
        if (done) changes = diff(record, pending?.before, snapshot(db, record));
        // What was asked, when the record itself did not change (a member added) or the call was refused;
        // for a read, its query (an export's filter).
        if (changes.length === 0) changes = bodyChanges(record, read ? request.query : body);
      }
      const now = new Date();
      const name = signIn ? String(body?.username ?? '') : '';
      // A sign-in that succeeded was made by the account it opened: its ID and roles, as any later call of theirs.
      const account = signIn && done ? userBySignIn(db, name) : undefined;
      appendEntry(context, request, operation, record, {
        at: now,
        login: name,
        account: account && { id: account.id, login: account.login, roles: rolesOf(account) },
        changes,
        code: done ? null : codeOf(answer, reply.statusCode),
        summary: summaryOf(answer),
      });
      prune(now);
      return payload;
    },
  };
}

/**
 * Appends one entry to the trail: the request's user (else the login it named) from its address, the operation on
 * the record, the fields changed, and the outcome (done when no error code).
 */
function appendEntry(
  { db }: Context,
  request: FastifyRequest,
  operation: Operation,
  record: RecordRef | undefined,
  entry: {
    at: Date;
    login: string;
    account?: { id: number; login: string; roles: string[] } | undefined;
    changes: FieldChange[];
    code: number | null;
    summary: string;
  },
): void {
  const actor = request.user ?? entry.account;
  appendAudit(db, {
    at: entry.at.toISOString(),
    actorId: actor?.id ?? null,
    actorLogin: actor?.login ?? entry.login,
    actorRoles: actor?.roles ?? [],
    address: request.ip,
    operation: operation.operationId,
    recordType: record?.type ?? '',
    recordId: record?.id ?? '',
    changes: entry.changes,
    outcome: entry.code === null ? 'done' : 'refused',
    code: entry.code,
    summary: entry.summary,
  });
}

/**
 * Runs one record's part of a bulk call as its operation would run alone, and records it in the trail under that
 * operation (the fields changed, or what was asked and the refusal); answers the refusal's code, undefined when done.
 */
export async function recordEach(
  context: Context,
  request: FastifyRequest,
  operation: Operation,
  action: () => Promise<void>,
): Promise<number | undefined> {
  const { db } = context;
  const record = recordOf(operation.operationId, operation.path, request.params as Record<string, string>);
  const before = snapshot(db, record);
  let code: number | undefined;
  try {
    await action();
  } catch (error) {
    code = error instanceof ApiError ? error.code : 1000;
  }
  let changes = code === undefined ? diff(record, before, snapshot(db, record)) : [];
  if (changes.length === 0) changes = bodyChanges(record, request.body);
  appendEntry(context, request, operation, record, {
    at: new Date(),
    login: '',
    changes,
    code: code ?? null,
    summary: '',
  });
  return code;
}

/** The record type each creating operation answers, keyed by its `id` or `uid`. */
const CREATES: Record<string, string> = {
  createUser: 'user',
  createOrganization: 'organization',
  createSubscription: 'subscription',
  createTag: 'tag',
  createServerZone: 'serverZone',
  createMaintenancePeriod: 'maintenancePeriod',
  createApiClient: 'apiClient',
};

function createdRecord(
  operationId: string,
  answer: Record<string, unknown> | undefined,
): RecordRef | undefined {
  const type = CREATES[operationId];
  const id = answer?.uid ?? answer?.id;
  return type && (typeof id === 'string' || typeof id === 'number') ? { type, id: String(id) } : undefined;
}

function jsonOf(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function codeOf(answer: Record<string, unknown> | undefined, status: number): number {
  const code = (answer?.exception as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : status;
}

/** An import's counts, as `{"dryRun":false,"succeeded":3,"failed":1}`; empty for other answers. */
function summaryOf(answer: Record<string, unknown> | undefined): string {
  if (!answer || typeof answer.succeeded !== 'number' || typeof answer.failed !== 'number') return '';
  return JSON.stringify({
    dryRun: answer.dryRun === true,
    succeeded: answer.succeeded,
    failed: answer.failed,
  });
}
