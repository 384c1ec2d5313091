import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { loadDocument, OPENAPI_FILE } from './openapi';

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
