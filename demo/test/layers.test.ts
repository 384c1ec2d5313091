// The layer rule of the source tree: imports flow elements -> screens -> widgets -> core, and production code never
// reaches into tests/ (fakes, helpers and fixtures live in tests/support/, and only test files import them).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, test } from 'node:test';

const LAYERS = ['core', 'widgets', 'screens', 'elements'];
const isTest = (file: string) => /\.test\.tsx?$|\.type-test\.tsx?$/.test(file);
const sources = readdirSync('src', { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => join('src', file));

/** Every relative import of a file, resolved from the repository's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
    normalize(join(dirname(file), match[1] as string)),
  );
}
const layerOf = (path: string) => LAYERS.indexOf(path.split(/[\\/]/)[1] ?? '');

describe('layers', () => {
  test('no production file of src/ imports from tests/', () => {
    const offenders = sources
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((path) => path.startsWith('tests'))
          .map((path) => `${file} -> ${path}`),
      );
    assert.deepEqual(offenders, []);
  });

  test('no fake, helper or fixture sits in src/ beside production files', () => {
    const named = sources.filter((file) =>
      /(fake|test-support|test-helpers|fixture|mock)[^/]*\.tsx?$/.test(file),
    );
    assert.deepEqual(
      named.filter((file) => !isTest(file)),
      [],
    );
  });

  test('imports flow one way: elements -> screens -> widgets -> core', () => {
    const upward = sources
      .filter((file) => !isTest(file) && layerOf(file) >= 0)
      .flatMap((file) =>
        importsOf(file)
          .filter((path) => path.startsWith('src') && layerOf(path) > layerOf(file))
          .map((path) => `${file} -> ${path}`),
      );
    assert.deepEqual(upward, []);
  });
});
