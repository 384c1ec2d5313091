// Package bench: the packed tarball's size, and what <meet-login> + <meet-table> add to a React 19 page a
// portal builds with Vite from the package (React is the page's own: a peer dependency). Two pages are built
// alike, one with our two elements and one without; the difference is what we add. "Initial" counts the
// entry and the chunks it imports statically (what the page loads before any element draws); "all" counts
// every JS file the build emits, lazy ones included (screens' texts in six languages, other namespaces). "Initial"
// also counts our element modules and what they import statically (see `pageBytes`), not what they load later.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

const PAGE = (imports, body) => `import { createRoot } from 'react-dom/client';
${imports}
createRoot(document.getElementById('root')).render(<main>${body}</main>);
`;

/** Builds one page importing `imports`; answers its initial and total JS in gzip bytes. */
async function pageBytes(dir, name, source, packageDir) {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'main.jsx'), source);
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  const result = await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: { 'meet-widgets': packageDir } },
    build: { outDir: join(root, 'out'), emptyOutDir: true },
  });
  const chunks = new Map(result.output.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
  const initial = new Set();
  // The entry, and the chunks holding our elements' own modules (each element module imports its element
  // only in a browser, so the bundler makes that import lazy): what a page loads to define the elements.
  const elements = /[\\/]package[\\/]chunks[\\/]meet-[a-z-]+-[\w-]+\.js$/;
  const next = [...chunks.values()]
    .filter((c) => c.isEntry || c.moduleIds.some((id) => elements.test(id)))
    .map((c) => c.fileName);
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (initial.has(file)) continue;
    initial.add(file);
    next.push(...(chunks.get(file)?.imports ?? []));
  }
  const size = (files) => files.reduce((sum, file) => sum + gzipBytes(chunks.get(file)?.code ?? ''), 0);
  return { initial: size([...initial]), all: size([...chunks.keys()]) };
}

/** Packed size of the package, and the two pages' sizes with the difference our elements make. */
export async function benchPackage() {
  // Inside the project, so the pages resolve React from our node_modules.
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.bench-package-'));
  try {
    const stage = join(dir, 'stage');
    mkdirSync(join(stage, 'dist-spec'), { recursive: true });
    for (const file of ['package.json', 'README.md', 'dist-spec/custom-elements.json'])
      cpSync(file, join(stage, file));
    const packageDir = join(stage, 'dist', 'package');
    execFileSync('npx', [
      'vite',
      'build',
      '-c',
      'vite.package.config.ts',
      '--logLevel',
      'error',
      '--outDir',
      packageDir,
    ]);
    execFileSync('npx', ['tsc', '-p', 'tsconfig.types.json', '--outDir', join(stage, 'dist', 'types')]);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const without = await pageBytes(dir, 'react-only', PAGE('', '<p>Portal</p>'), packageDir);
    const withUs = await pageBytes(
      dir,
      'with-meet',
      PAGE(
        "import 'meet-widgets/elements/meet-login.js';\nimport 'meet-widgets/elements/meet-table.js';",
        '<p>Portal</p><meet-login /><meet-table rows={[{ name: "Ada" }]} />',
      ),
      packageDir,
    );
    return {
      packedKb: kb(packed.size),
      unpackedKb: kb(packed.unpackedSize),
      reactPageKb: kb(without.initial),
      reactPageWithLoginTableKb: kb(withUs.initial),
      loginTableAddKb: kb(withUs.initial - without.initial),
      loginTableAddAllChunksKb: kb(withUs.all - without.all),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node tests/bench/package.js` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchPackage());
