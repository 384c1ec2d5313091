// The npm package a portal installs: `npm pack` holds every element's bundle, its types and the Custom
// Elements Manifest; every `exports` target is in it; and a TypeScript + React 19 page that installed the
// package gets each element's properties and event details checked.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const manifest = JSON.parse(readFileSync(join(ROOT, 'dist-spec/custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string }[] }[];
};
const TAGS = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  types: string;
  customElements: string;
  exports: Record<string, string | Record<string, string>>;
};

/** The export `npm start` serves (MEET_BUILD_DIR), built here when missing so the end-to-end run reuses it. */
function builtExport(): string {
  const dir = resolve(ROOT, process.env.MEET_BUILD_DIR ?? 'dist/meet');
  if (!existsSync(join(dir, 'elements')))
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], {
      cwd: ROOT,
    });
  return dir;
}

describe('the npm package', () => {
  let work: string;
  let files: string[];
  let installed: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'meet-package-'));
    // A copy of the repository's package layout: the built export and the emitted types, packed as npm packs.
    const stage = join(work, 'stage');
    mkdirSync(join(stage, 'dist-spec'), { recursive: true });
    for (const file of ['package.json', 'README.md', 'dist-spec/custom-elements.json'])
      cpSync(join(ROOT, file), join(stage, file));
    cpSync(builtExport(), join(stage, 'dist', 'meet'), { recursive: true });
    execFileSync(bin('tsc'), ['-p', 'tsconfig.types.json', '--outDir', join(stage, 'dist', 'types')], {
      cwd: ROOT,
    });
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as { filename: string; files: { path: string }[] }[];
    files = packed[0]?.files.map((f) => f.path) ?? [];
    // Installed as `npm install meet-widgets-x.tgz` would: the tarball in node_modules, beside the
    // dependencies (taken from this repository, so no network).
    const consumer = join(work, 'portal');
    installed = join(consumer, 'node_modules', pkg.name);
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      join(work, packed[0]?.filename ?? ''),
      '-C',
      installed,
      '--strip-components=1',
    ]);
    for (const entry of readdirSync(join(ROOT, 'node_modules')).filter((e) => !e.startsWith('.')))
      symlinkSync(join(ROOT, 'node_modules', entry), join(consumer, 'node_modules', entry));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  test("holds every element's bundle and types, the manifest, and no sources", () => {
    for (const tag of TAGS) {
      assert.ok(files.includes(`dist/meet/elements/${tag}.js`), `${tag}.js`);
      assert.ok(files.includes(`dist/types/elements/${tag}.d.ts`), `${tag}.d.ts`);
    }
    for (const file of ['package.json', 'dist-spec/custom-elements.json', 'dist/types/elements/jsx.d.ts'])
      assert.ok(files.includes(file), file);
    assert.ok(
      files.some((f) => f.startsWith('dist/meet/assets/')),
      'the chunks the elements share',
    );
    assert.deepEqual(
      files.filter((f) => /^(src|demo|tests|scripts)\//.test(f)),
      [],
    );
  });

  test('a portal installing it gets no server package: the reference server runs from the repository only', () => {
    const server = [
      'fastify',
      '@fastify/static',
      'better-sqlite3',
      'werift',
      'ws',
      'yaml',
      'ajv',
      'ajv-formats',
    ];
    const installedPkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    assert.deepEqual(
      Object.keys(installedPkg.dependencies ?? {}).filter((name) => server.includes(name)),
      [],
    );
  });

  test('types, customElements and every exports target exist in the installed package', () => {
    const targets = [pkg.types, pkg.customElements];
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const conditions = typeof target === 'string' ? [target] : Object.values(target);
      // A pattern export (`./elements/*.js`) is checked for every element.
      const names = subpath.includes('*') ? TAGS : [''];
      for (const name of names) targets.push(...conditions.map((path) => path.replace('*', name)));
    }
    for (const target of targets) assert.ok(existsSync(join(installed, target)), target);
  });

  test('a TypeScript and React 19 page that installed it gets properties and event details checked', () => {
    const consumer = resolve(installed, '../..');
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          lib: ['ES2022', 'DOM'],
          skipLibCheck: true,
          types: [],
        },
        files: ['page.tsx'],
      }),
    );
    const page = (wrong: string) => `import type { MeetTableElement } from '${pkg.name}';
import '${pkg.name}/elements/meet-table.js';
const table: MeetTableElement = document.createElement('meet-table');
table.pageSize = 20;
export const View = () => (
  <meet-table rows={[{ name: 'Ada' }]} onmeet-page-change={(e) => e.detail.page.toFixed()} ${wrong} />
);
`;
    const check = (source: string) => {
      writeFileSync(join(consumer, 'page.tsx'), source);
      return spawnSync(bin('tsc'), ['-p', join(consumer, 'tsconfig.json')], { encoding: 'utf8' });
    };
    const good = check(page(''));
    assert.equal(good.status, 0, good.stdout);
    const wrong = check(page('pageSize="20" onmeet-sort-change={(e) => e.detail.page}'));
    assert.notEqual(wrong.status, 0);
    assert.match(wrong.stdout, /TS2322: Type 'string' is not assignable to type 'number'/);
    assert.match(
      wrong.stdout,
      /TS2339: Property 'page' does not exist on type '\{ column: string; order: 0 \| 1; \}'/,
    );
  });
});
