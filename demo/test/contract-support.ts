// What the contract tests share: the operations of the contract and checks of answers against its schemas.
import assert from 'node:assert/strict';
import { createAjv } from '../contract/ajv';
import { loadOperations, type Operation } from '../contract/openapi';
import type { Answer, CallOptions, TestClient } from './helpers';

/** Every operation of dist-spec/openapi.yaml by id. */
export const OPERATIONS = new Map(loadOperations().map((op) => [op.operationId, op]));

const ajv = createAjv({ coerce: false });
const validators = new Map<object, ReturnType<typeof ajv.compile>>();

function validatorOf(schema: object) {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** The operation of an id (fails the test when the contract lacks it). */
export function operation(id: string): Operation {
  const op = OPERATIONS.get(id);
  assert.ok(op, `The contract has no operation ${id}`);
  return op;
}

/** The path of an operation with its path parameters filled in. */
export function pathOf(op: Operation, params: Record<string, string | number> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** Asserts that an answer is one the contract declares for the operation, with a body of its schema. */
export function assertConforms(op: Operation, answer: Answer): void {
  const declared = op.responses[String(answer.status)] ?? op.responses[`${String(answer.status)[0]}XX`];
  assert.ok(
    declared,
    `${op.operationId} answered ${answer.status}, which the contract does not declare: ${answer.text}`,
  );
  if (!declared.mediaType) {
    assert.equal(answer.text, '', `${op.operationId} ${answer.status} must have no body`);
    return;
  }
  const type = answer.headers.get('content-type') ?? '';
  assert.ok(
    declared.mediaTypes.some((declaredType) => type.startsWith(declaredType)),
    `${op.operationId} answered ${type}, not one of ${declared.mediaTypes.join(', ')}`,
  );
  if (declared.mediaType === 'application/json' && declared.schema) {
    const validate = validatorOf(declared.schema);
    assert.ok(
      validate(answer.body),
      `${op.operationId} ${answer.status}: ${ajv.errorsText(validate.errors)}\n${answer.text.slice(0, 500)}`,
    );
  }
}

/** Calls an operation as a client and checks the answer against the contract; answers it. */
export async function callOp(
  client: TestClient,
  id: string,
  options: CallOptions & { params?: Record<string, string | number>; expect?: number } = {},
): Promise<Answer> {
  const op = operation(id);
  const answer = await client.call(op.method, pathOf(op, options.params), options);
  assertConforms(op, answer);
  if (options.expect !== undefined) assert.equal(answer.status, options.expect, `${id}: ${answer.text}`);
  else
    assert.ok(answer.status >= 200 && answer.status < 300, `${id} answered ${answer.status}: ${answer.text}`);
  return answer;
}
