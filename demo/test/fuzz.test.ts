// The contract fuzzed from outside: every operation called with input its schemas accept (generated) and with input
// they refuse, anonymously and as an administrator. Never a 5xx, never an answer the contract does not declare; a
// refused input answers the error shape and leaves the database unchanged.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { JsonSchema, Operation } from '../contract/openapi';
import { assertConforms, OPERATIONS, pathOf } from './contract-support';
import { ADMIN, type CallOptions, startTestServer, TestClient } from './helpers';
import { arbitraryOf, invalidParameterValues, sample, wrongTypeValues } from './schema-samples';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let admin: TestClient;

interface Bad extends CallOptions {
  params: Record<string, string | number>;
  label: string;
}

function digest(): string {
  const db = server.context.db;
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const hash = createHash('sha256');
  // The audit trail records every refused call by design: the tests below check that it did.
  for (const table of tables.filter((name) => name !== 'audit_entries'))
    hash.update(table).update(JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).raw().all()));
  return hash.digest('hex');
}

function validParams(op: Operation): Record<string, string | number> {
  const properties = (op.params?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, String(sample(schema))]),
  );
}

function validQuery(op: Operation): Record<string, string> {
  const properties = (op.querystring?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (op.querystring?.required ?? []) as string[];
  return Object.fromEntries(required.map((name) => [name, String(sample(properties[name] ?? {}))]));
}

/** Every kind of violation the operation's schemas allow, as fast-check arbitraries. */
function violations(op: Operation): fc.Arbitrary<Bad>[] {
  const params = validParams(op);
  const query = validQuery(op);
  const base = {
    params,
    query,
    headers: op.headers ? { username: 'someone', refreshtoken: 'token' } : undefined,
  };
  const out: fc.Arbitrary<Bad>[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.querystring],
  ] as const) {
    for (const [name, property] of Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>)) {
      const bad = invalidParameterValues(property);
      if (bad.length === 0) continue;
      out.push(
        fc
          .constantFrom(...bad)
          .map((value) =>
            where === 'path'
              ? { ...base, params: { ...params, [name]: value }, label: `path ${name}=${value}` }
              : { ...base, query: { ...query, [name]: value }, label: `query ${name}=${value.slice(0, 20)}` },
          ),
      );
    }
    for (const name of (schema?.required ?? []) as string[]) {
      if (where === 'query') {
        const { [name]: _, ...rest } = query;
        out.push(fc.constant({ ...base, query: rest, label: `query ${name} missing` }));
      }
    }
  }
  // Only where the contract requires the refresh token header (an optional header such as `range` is no violation).
  const requiredHeaders = ((op.headers?.required ?? []) as string[]).map((name) => name.toLowerCase());
  if (requiredHeaders.includes('refreshtoken'))
    out.push(
      fc.constant({ ...base, headers: { username: 'someone' }, label: 'header refreshToken missing' }),
    );
  if (op.bodyType === 'csv') {
    out.push(fc.constant({ ...base, body: '', contentType: 'text/csv', label: 'empty CSV' }));
    out.push(fc.constant({ ...base, json: { csv: 'email' }, label: 'JSON instead of CSV' }));
  }
  if (op.bodyType === 'json' && op.body) {
    const valid = sample(op.body) as Record<string, unknown>;
    const properties = ((op.body.oneOf as JsonSchema[] | undefined)?.[0]?.properties ??
      op.body.properties ??
      {}) as Record<string, JsonSchema>;
    out.push(
      fc
        .constantFrom('[]', '"text"', '42', 'null', '{"unclosed": ', '{,}')
        .map((text) => ({ ...base, body: text, contentType: 'application/json', label: `body ${text}` })),
    );
    out.push(
      fc
        .string({ minLength: 1, maxLength: 12 })
        .map((key) => ({ ...base, json: { ...valid, [`x_${key}`]: 1 }, label: `unknown field x_${key}` })),
    );
    for (const [name, property] of Object.entries(properties)) {
      const wrong = wrongTypeValues(property);
      if (wrong.length > 0)
        out.push(
          fc.constantFrom(...wrong).map((value) => ({
            ...base,
            json: { ...valid, [name]: value },
            label: `${name}: ${JSON.stringify(value)}`,
          })),
        );
    }
    for (const name of Object.keys(valid)) {
      const { [name]: _, ...rest } = valid;
      out.push(fc.constant({ ...base, json: rest, label: `${name} missing` }));
    }
  }
  return out;
}

describe('schema-violating input is refused without harm', () => {
  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });
  after(() => server.close());

  for (const op of OPERATIONS.values()) {
    const arbitraries = violations(op);
    if (arbitraries.length === 0) continue;
    test(`${op.operationId}: 4xx with the error shape, nothing written`, async () => {
      const before = digest();
      await fc.assert(
        fc.asyncProperty(fc.oneof(...arbitraries), async (bad) => {
          const answer = await admin.call(op.method, pathOf(op, bad.params), bad);
          assert.ok(
            answer.status >= 400 && answer.status < 500,
            `${bad.label} answered ${answer.status}: ${answer.text}`,
          );
          assertConforms(op, answer);
        }),
        { numRuns: 12 },
      );
      assert.equal(digest(), before, 'the database changed');
      const last = server.context.db
        .prepare('SELECT operation, outcome FROM audit_entries ORDER BY id DESC LIMIT 1')
        .get();
      if (op.method !== 'GET') assert.deepEqual(last, { operation: op.operationId, outcome: 'refused' });
    });
  }
});

interface Valid extends CallOptions {
  params: Record<string, string>;
}

/** A query, path or header value as a string (a list joined with commas). */
const asParameter = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

const parametersOf = (schema: JsonSchema | undefined): fc.Arbitrary<Record<string, string>> =>
  schema
    ? arbitraryOf(schema).map((values) =>
        Object.fromEntries(
          Object.entries(values as Record<string, unknown>).map(([name, value]) => [
            name,
            asParameter(value),
          ]),
        ),
      )
    : fc.constant({});

/** Calls the operation's schemas accept: path, query, headers and body generated from them. */
function validCalls(op: Operation): fc.Arbitrary<Valid> {
  const body: fc.Arbitrary<Partial<CallOptions>> =
    op.bodyType === 'csv'
      ? fc
          .constantFrom('email\nfuzz@example.org\n', 'oldEmail;newEmail\nnobody@example.org;x@example.org\n')
          .map((text) => ({ body: text, contentType: 'text/csv' }))
      : op.body
        ? arbitraryOf(op.body).map((json) => ({ json }))
        : fc.constant({});
  return fc
    .record({
      params: parametersOf(op.params),
      query: parametersOf(op.querystring),
      headers: parametersOf(op.headers),
      body,
    })
    .map(({ params, query, headers, body }) => ({ params, query, headers, ...body }));
}

describe('input the schemas accept answers as the contract says', () => {
  let anonymous: TestClient;
  let adminId: number;
  const started = performance.now();
  const statuses = new Map<string, number>();

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    anonymous = new TestClient(server.url);
    await anonymous.open();
    adminId = server.context.db
      .prepare('SELECT id FROM users WHERE email = ?')
      .pluck()
      .get(ADMIN.email) as number;
  });
  after(() => {
    const counts = [...statuses].sort().map(([kind, count]) => `${count} ${kind}`);
    const took = Math.round(performance.now() - started);
    console.log(
      `${OPERATIONS.size} operations fuzzed with accepted input in ${took} ms: ${counts.join(', ')}`,
    );
    return server.close();
  });

  for (const op of OPERATIONS.values()) {
    test(`${op.operationId}: anonymous and administrator, no 5xx, every answer declared`, async () => {
      await fc.assert(
        fc.asyncProperty(validCalls(op), async (call) => {
          for (const signedIn of [false, true]) {
            // A call may end the session (logout, a deactivation): each run starts signed in afresh.
            if (signedIn) admin.sessionToken = server.context.tokens.signIn(adminId).sessionToken;
            const client = signedIn ? admin : anonymous;
            const answer = await client.call(op.method, pathOf(op, call.params), {
              ...call,
              anonymous: !signedIn,
            });
            const who = signedIn ? 'administrator' : 'anonymous';
            assert.ok(
              answer.status < 500,
              `${who} ${JSON.stringify(call)} answered ${answer.status}: ${answer.text}`,
            );
            assertConforms(op, answer);
            const kind = `${String(answer.status)[0]}xx ${who}`;
            statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
          }
        }),
        { numRuns: 5 },
      );
    });
  }
});
