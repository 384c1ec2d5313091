import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { createAjv } from './ajv';
import { loadDocument, loadOperations, OPENAPI_FILE } from './openapi';

test('the server reads the contract as the generated types read it (js-yaml and yaml agree)', () => {
  assert.deepEqual(loadDocument(), parse(readFileSync(OPENAPI_FILE, 'utf8')));
});

test('the contract is parsed once per process while its text stays the same, and again once it changes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meet-contract-'));
  try {
    const file = join(dir, 'openapi.yaml');
    writeFileSync(file, 'info: {title: one}\n');
    const first = loadDocument(file);
    assert.equal(loadDocument(file), first);
    writeFileSync(file, 'info: {title: two}\n');
    assert.deepEqual(loadDocument(file), { info: { title: 'two' } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("every operation's request schemas compile with the server's validators (a server compiles each at its route's first request)", () => {
  const coercing = createAjv({ coerce: true });
  const strict = createAjv({ coerce: false });
  const operations = loadOperations();
  assert.ok(operations.length > 100, 'the contract was read');
  for (const { operationId, querystring, params, headers, body } of operations) {
    for (const schema of [querystring, params, headers])
      if (schema) assert.doesNotThrow(() => coercing.compile(schema), operationId);
    if (body) assert.doesNotThrow(() => strict.compile(body), operationId);
  }
});
