// The README's recipe for a new administration area shows real files: each of its snippets opens with the path of
// the file it shows, and is that file as it is, so the recipe is type-checked, linted and run like the code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '../..');

/** The `tsx` snippets of the README's "Adding an area" section: the path each names and the code after it. */
function recipeSnippets(readme: string): { path: string; code: string }[] {
  const start = readme.indexOf('### Adding an area to the administration console');
  assert.ok(start >= 0, 'the README has its "Adding an area" section');
  const section = readme.slice(start).split(/\n##+ /)[0] ?? '';
  return [...section.matchAll(/```tsx\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, path, code]) => ({
    path: path ?? '',
    code: code ?? '',
  }));
}

test("the README's recipe shows an area's screen, list and detail files as they are", () => {
  const snippets = recipeSnippets(readFileSync(resolve(root, 'README.md'), 'utf8'));
  assert.deepEqual(
    snippets.map(({ path }) => path),
    [
      'src/screens/admin/tags/tags-admin.tsx',
      'src/screens/admin/tags/tag-list.tsx',
      'src/screens/admin/tags/tag-detail.tsx',
    ],
  );
  for (const { path, code } of snippets) {
    assert.equal(code, readFileSync(resolve(root, path), 'utf8'), `${path} differs from its README snippet`);
  }
});
