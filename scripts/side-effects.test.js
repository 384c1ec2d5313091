// package.json `sideEffects` is read by every bundler for our own sources too, the application's build included:
// a module it does not name is dropped when imported for its effect alone (`import './meet-button'`). The element
// modules define their element and the autoloader watches the page when they run, so both must stay named.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { rolldown } from 'rolldown';

const ENTRY = '\0side-effect-import';

/** The code a bundle keeps of `import '<module>'`, every import of that module left outside. */
async function bareImport(module) {
  const bundle = await rolldown({
    input: ENTRY,
    cwd: process.cwd(),
    logLevel: 'silent',
    plugins: [
      {
        name: 'side-effect-import',
        resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
        load: (id) => (id === ENTRY ? `import ${JSON.stringify(resolve(module))};` : undefined),
      },
    ],
    external: (_id, importer) => importer !== undefined && importer !== ENTRY,
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output[0].code.trim();
}

const modules = [
  ...readdirSync('src/elements')
    .filter((file) => /^meet-[a-z-]+\.ts$/.test(file))
    .map((file) => `src/elements/${file}`),
  'src/elements/loader.ts',
];

test('importing an element module or the autoloader for its effect alone keeps it in a bundle', async () => {
  for (const module of modules) assert.notEqual(await bareImport(module), '', `${module} was dropped`);
});
