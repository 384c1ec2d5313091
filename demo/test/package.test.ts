// The npm package a portal installs: `npm pack` holds every element's module (the package build of
// `vite.package.config.ts`), its types, the manifest and the autoloader, and nothing else; React is the
// portal's own (a peer dependency); every module imports in Node without defining or throwing; a TypeScript +
// React 19 page gets each element's properties and event details checked; and a React 19 app built with Vite
// from the tarball carries one React, loads without a failed request, and submits our inputs in its <form>.
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
import { type Consumer, consumerApp } from './package-consumer';
import { embeddingSnippets } from './readme-snippets';

const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
/** A manifest entry's named items (attributes, events, parts, CSS properties). */
type Named = { name: string }[] | undefined;
const manifest = JSON.parse(readFileSync(join(ROOT, 'dist-spec/custom-elements.json'), 'utf8')) as {
  modules: {
    path: string;
    declarations: {
      tagName: string;
      name: string;
      attributes?: Named;
      events?: Named;
      cssParts?: Named;
      cssProperties?: Named;
    }[];
  }[];
};
const IDE_DATA = [
  'dist-spec/web-types.json',
  'dist-spec/vscode.html-custom-data.json',
  'dist-spec/vscode.css-custom-data.json',
];
const TAGS = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  types: string;
  customElements: string;
  exports: Record<string, string | Record<string, string>>;
};

describe('the npm package', () => {
  let work: string;
  let files: string[];
  let installed: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'meet-package-'));
    // A copy of the repository's package layout: the package build and the emitted types, packed as npm packs.
    const stage = join(work, 'stage');
    mkdirSync(join(stage, 'dist-spec'), { recursive: true });
    for (const file of ['package.json', 'README.md', ...IDE_DATA, 'dist-spec/custom-elements.json'])
      cpSync(join(ROOT, file), join(stage, file));
    execFileSync(
      bin('vite'),
      [
        'build',
        '-c',
        'vite.package.config.ts',
        '--logLevel',
        'warn',
        '--outDir',
        join(stage, 'dist', 'package'),
      ],
      { cwd: ROOT },
    );
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
    // packages of this repository (so no network; React among them, as the portal's own).
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

  test("holds every element's module and types, the autoloader and the manifest, and nothing else", () => {
    for (const tag of TAGS) {
      assert.ok(files.includes(`dist/package/elements/${tag}.js`), `${tag}.js`);
      assert.ok(files.includes(`dist/types/elements/${tag}.d.ts`), `${tag}.d.ts`);
    }
    for (const file of [
      'dist/package/index.js',
      'dist/package/meet-loader.js',
      'dist/types/elements/jsx.d.ts',
      ...IDE_DATA,
    ])
      assert.ok(files.includes(file), file);
    const shipped = /^(dist\/package\/|dist\/types\/|dist-spec\/[a-z.-]+\.json$|package\.json$|README\.md$)/;
    assert.deepEqual(
      files.filter((f) => !shipped.test(f) || /\.html$|(^|\/)\.vite\//.test(f)),
      [],
    );
  });

  test("the manifest's module paths are files of the package", () => {
    for (const { path } of manifest.modules) assert.ok(existsSync(join(installed, path)), path);
  });

  test("the IDE data name every element's attributes, events, parts and CSS properties, and its module in the package", () => {
    const read = (file: string) => JSON.parse(readFileSync(join(installed, file), 'utf8'));
    const names = (items: Named) => (items ?? []).map((item) => item.name);
    const webTypes = read('dist-spec/web-types.json').contributions.html.elements as {
      name: string;
      source: { module: string; symbol: string };
      attributes: Named;
      events: Named;
      css: { parts: Named; properties: Named };
    }[];
    const html = read('dist-spec/vscode.html-custom-data.json').tags as { name: string; attributes: Named }[];
    const css = read('dist-spec/vscode.css-custom-data.json') as { properties: Named; pseudoElements: Named };
    const declarations = manifest.modules.flatMap((m) => m.declarations.map((d) => ({ ...d, path: m.path })));
    assert.deepEqual(
      webTypes.map((element) => element.name),
      TAGS,
    );
    assert.deepEqual(
      html.map((tag) => tag.name),
      TAGS,
    );
    for (const d of declarations) {
      const element = webTypes.find((e) => e.name === d.tagName);
      assert.deepEqual(names(element?.attributes), names(d.attributes), `${d.tagName} attributes`);
      assert.deepEqual(names(element?.events), names(d.events), `${d.tagName} events`);
      assert.deepEqual(names(element?.css.parts), names(d.cssParts), `${d.tagName} parts`);
      assert.deepEqual(names(element?.css.properties), names(d.cssProperties), `${d.tagName} properties`);
      assert.equal(element?.source.module, `./${d.path}`);
      assert.ok(existsSync(join(installed, d.path)), d.path);
      const types = readFileSync(
        join(installed, d.path.replace('dist/package/', 'dist/types/').replace(/\.js$/, '.d.ts')),
        'utf8',
      );
      assert.match(
        types,
        new RegExp(`export declare const ${element?.source.symbol}:`),
        `${d.tagName} symbol`,
      );
      const tag = html.find((t) => t.name === d.tagName);
      assert.deepEqual(names(tag?.attributes), names(d.attributes), `${d.tagName} VS Code attributes`);
      for (const property of names(d.cssProperties))
        assert.ok(names(css.properties).includes(property), property);
      for (const part of names(d.cssParts))
        assert.ok(names(css.pseudoElements).includes(`::part(${part})`), part);
    }
  });

  test('React and react-dom are peer dependencies, left to the portal; nothing else is installed with it', () => {
    const installedPkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    assert.deepEqual(Object.keys(installedPkg.dependencies ?? {}), []);
    assert.deepEqual(Object.keys(installedPkg.peerDependencies ?? {}).sort(), ['react', 'react-dom']);
    const modules = readdirSync(join(installed, 'dist/package'), { recursive: true, encoding: 'utf8' });
    const withReact = modules.filter(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(join(installed, 'dist/package', file), 'utf8').includes('react.transitional.element'),
    );
    assert.deepEqual(withReact, [], 'no module of the package carries React itself');
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

  test('Node imports the root, the autoloader and every element module: nothing defined, nothing thrown', () => {
    const specifiers = [
      pkg.name,
      `${pkg.name}/meet-loader.js`,
      ...TAGS.map((tag) => `${pkg.name}/elements/${tag}.js`),
    ];
    const script = `const specifiers = ${JSON.stringify(specifiers)};
for (const specifier of specifiers) await import(specifier);
console.log(JSON.stringify({ count: specifiers.length, customElements: typeof customElements }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: resolve(installed, '../..'),
      encoding: 'utf8',
    });
    assert.equal(run.stderr, '');
    assert.equal(run.status, 0);
    assert.deepEqual(JSON.parse(run.stdout), { count: TAGS.length + 2, customElements: 'undefined' });
  });

  test("a TypeScript and React 19 page importing only the elements' modules, the README's snippet among them, gets properties and event details checked", () => {
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
    // No import of the package's root: each element module's types bring its tag to React's JSX.
    const table = `${pkg.name}/elements/meet-table.js`;
    const page = (wrong: string) => `import type { MeetTableElement } from '${table}';
import '${table}';
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
    const readme = check(embeddingSnippets().bundler);
    assert.equal(readme.status, 0, `the README's bundler snippet type-checks: ${readme.stdout}`);
    const wrong = check(page('pageSize="20" onmeet-sort-change={(e) => e.detail.page}'));
    assert.notEqual(wrong.status, 0);
    assert.match(wrong.stdout, /TS2322: Type 'string' is not assignable to type 'number'/);
    assert.match(
      wrong.stdout,
      /TS2339: Property 'page' does not exist on type '\{ column: string; order: 0 \| 1; \}'/,
    );
  });

  describe('a React 19 app built with Vite from the tarball', () => {
    let app: Consumer;
    before(async () => {
      app = await consumerApp(resolve(installed, '../..'));
    });
    after(() => app?.close());

    test('its bundle holds one React and one react-dom', () => {
      assert.equal(
        app.modules.filter((id) => /[\\/]react[\\/]cjs[\\/]react\.production\.js$/.test(id)).length,
        1,
      );
      assert.equal(
        app.modules.filter((id) => /[\\/]react-dom[\\/]cjs[\\/]react-dom\.production\.js$/.test(id)).length,
        1,
      );
    });

    test("the README's snippet loads without a failed request; its <form> blocks on an empty required input, then its action posts our values", async () => {
      const run = await app.fillAndSubmit();
      assert.deepEqual(run.failed, []);
      assert.equal(run.blocked, true);
      assert.deepEqual(run.submitted, [
        ['name', 'Ada Lovelace'],
        ['agree', 'on'],
      ]);
    });

    test("<meet-login> hashes the password in its Web Worker, a file of the app's own build", async () => {
      const run = await app.signIn('Alice@Example.com', 'Secret123!');
      assert.deepEqual(run.failed, []);
      assert.equal(run.workers.length, 1, 'one worker');
      assert.match(run.workers[0] ?? '', /^http:\/\/127\.0\.0\.1:\d+\/assets\/[^/]+\.js$/);
      // The wire form DESIGN.md gives for this password and login.
      assert.equal(
        run.password,
        'scryptsha1$694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7',
      );
    });
  });
});
