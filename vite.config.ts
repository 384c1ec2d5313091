import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vite';

/** Where the application is served (spec: base path /meet/). */
const BASE = '/meet/';

// One ES module per custom element, at a stable address a foreign page can load.
const elements = Object.fromEntries(
  readdirSync('src/elements')
    .filter((file) => /^meet-[a-z-]+\.ts$/.test(file))
    .map((file) => [`elements/${file.slice(0, -3)}`, `src/elements/${file}`]),
);
// The autoloader: included once, it imports each meet-* tag's module when the tag first appears.
elements['elements/meet-loader'] = 'src/elements/loader.ts';

// Demo pages (widget gallery, embedding examples) ship with the export under /meet/demo/.
const demoPages = Object.fromEntries(
  readdirSync('demo', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => [`demo/${file.slice(0, -5)}`, `demo/${file}`]),
);

// The login route loads the application's entry and the shell's own file, plus four grouped files: React, the
// core the shell stands on (session, API, router, i18n), the login screen with its widgets, and the first
// screen's texts in the page's language (and the bundler's small runtime). Everything else (header, other
// screens, other namespaces) comes on demand, each file shared where it can be. Every element loads the same
// React and core files, so elements on one page still share one React and one session.
type ModuleInfo = Rolldown.ModuleInfo;
type Graph = { getModuleInfo(id: string): ModuleInfo | null };

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/;
const APP_ENTRY = resolve('src/elements/meet-app.ts');
const SHELL = resolve('src/screens/app');
const LOGIN_SCREEN = resolve('src/screens/login/login.tsx');
/** The language every page falls back to (core/i18n), whose first-screen texts every page loads. */
const FALLBACK_LANGUAGE = 'en';
const EAGER_NAMESPACES: string[] = JSON.parse(readFileSync('src/core/i18n/eager.json', 'utf8'));
const EAGER_TEXTS = new RegExp(`[\\\\/]locales[\\\\/]([a-z]+)[\\\\/](${EAGER_NAMESPACES.join('|')})\\.json$`);

/** The modules `root` imports statically, directly or not (itself included). */
function staticImports(root: string, graph: Graph): Set<string> {
  const seen = new Set<string>();
  const next = [root];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const closures = new WeakMap<Graph, Map<string, Set<string>>>();
/** Whether `id` is among `root`'s static imports (computed once per chunking pass). */
function imports(root: string, id: string, graph: Graph): boolean {
  const known = closures.get(graph) ?? new Map<string, Set<string>>();
  closures.set(graph, known);
  const closure = known.get(root) ?? staticImports(root, graph);
  known.set(root, closure);
  return closure.has(id);
}

/** The core the application's entry stands on, without the shell's own modules and the entries themselves. */
const inCore = (id: string, graph: Graph) =>
  imports(APP_ENTRY, id, graph) && !id.startsWith(SHELL) && !graph.getModuleInfo(id)?.isEntry;

/** Writes `.vite/modules.json` into the export: each JS file and the source modules in it (tests read it). */
const moduleMap: Plugin = {
  name: 'meet-module-map',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = `${process.cwd()}/`;
    const files = Object.values(bundle).flatMap((chunk) =>
      chunk.type === 'chunk'
        ? [
            [
              chunk.fileName,
              chunk.moduleIds.filter((id) => id.startsWith(root)).map((id) => id.slice(root.length)),
            ],
          ]
        : [],
    );
    this.emitFile({
      type: 'asset',
      fileName: '.vite/modules.json',
      source: JSON.stringify(Object.fromEntries(files)),
    });
  },
};

/**
 * Imports in every file each file its imports import, directly or not (rollup's `hoistTransitiveImports`, which
 * rolldown lacks): a screen's file names all it needs, so the browser asks for all of them at once instead of
 * one level at a time. It stands in for the module preload lists, which cost the login route 1.8 KB gzip.
 * Appended after the file's own imports, so modules still run in the same order.
 */
/** The chunk files `start` names and every chunk file they import statically, to the end. */
function importClosure(
  chunks: ReadonlyMap<string, { imports: readonly string[] }>,
  start: readonly string[],
) {
  const files = new Set<string>();
  const next = [...start];
  for (let name = next.pop(); name !== undefined; name = next.pop()) {
    const chunk = chunks.get(name);
    if (!chunk || files.has(name)) continue;
    files.add(name);
    next.push(...chunk.imports);
  }
  return files;
}

/** The bundle's chunks by file name. */
const chunksOf = (bundle: Rolldown.OutputBundle) =>
  new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );

const hoistImports: Plugin = {
  name: 'meet-hoist-imports',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle);
    for (const chunk of chunks.values()) {
      // Its own walk, not importClosure: it keeps the order in which the added imports are evaluated.
      const seen = new Set<string>(chunk.imports);
      const next = [...chunk.imports];
      for (let name = next.pop(); name !== undefined; name = next.pop()) {
        for (const deeper of chunks.get(name)?.imports ?? []) {
          if (seen.has(deeper) || deeper === chunk.fileName) continue;
          seen.add(deeper);
          next.push(deeper);
        }
      }
      const from = dirname(chunk.fileName);
      const added = [...seen].filter((name) => !chunk.imports.includes(name));
      const lines = added.map((name) => {
        const path = posix.relative(from, name);
        return `import"${path.startsWith('.') ? path : `./${path}`}";`;
      });
      if (lines.length > 0) chunk.code += `\n${lines.join('')}\n`;
    }
  },
};

/** Vite's dynamic-import helper, which its import analysis imports into every module with an `import()`. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** That import as it stands in a rendered chunk, the helper being left outside the bundle. */
const PRELOAD_IMPORT = /import\s*\{\s*__vitePreload\s*\}\s*from\s*"\\u0000vite\/preload-helper\.js";?/g;
/** Vite's wrapper of a dynamic import, `__vitePreload(load, __VITE_PRELOAD__, import.meta.url)`: its head and tail. */
const PRELOAD_HEAD = /\b__vitePreload\(/g;
const PRELOAD_TAIL = /,\s*__VITE_PRELOAD__,\s*import\.meta\.url\s*\)/g;

/**
 * Dynamic imports as they are written: without preload lists (`modulePreload: false`) and with every style sheet
 * inline, Vite's preload helper has nothing to preload, yet it cost the login route 0.6 KB gzip and wrapped each
 * dynamic import. The helper stays out of the bundle and each chunk's import of it goes with the wrappers: bundled,
 * it sat in a shared file (the core), which every file with an `import()` then imported, so the autoloader alone
 * loaded and ran the core and React. A module that fails to load still rejects its import, which the screens'
 * preload-error rule handles (spec 2).
 */
const plainDynamicImports: Plugin = {
  name: 'meet-plain-dynamic-imports',
  apply: 'build',
  enforce: 'pre',
  resolveId(id) {
    if (id === PRELOAD_HELPER) return { id, external: true };
  },
  // `__vitePreload(load, …)` becomes `(load)()`, which the minifier folds into the import itself.
  renderChunk(code, chunk) {
    if (!code.includes('preload-helper')) return null;
    const plain = code.replace(PRELOAD_IMPORT, '').replace(PRELOAD_HEAD, '(').replace(PRELOAD_TAIL, ')()');
    if (
      plain.includes('preload-helper') ||
      plain.includes('__vitePreload') ||
      plain.includes('__VITE_PRELOAD__')
    )
      throw new Error(
        `${chunk.fileName}: a dynamic import kept Vite's preload helper (meet-plain-dynamic-imports)`,
      );
    return { code: plain, map: null };
  },
  // Nor does any file list it among its imports (the pages' script tags and `hoistImports` read them).
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk') chunk.imports = chunk.imports.filter((name) => name !== PRELOAD_HELPER);
  },
};

/** Whether Vite is writing the application's page (index.html, which the other pages are made from). */
const isApplicationPage = (filename: string) =>
  filename.endsWith(`${process.cwd()}/index.html`) || filename === 'index.html';

/**
 * The first screen's English texts named in the application's page, so the browser fetches them with the entry's
 * files instead of once the core has run: every page needs them, as its language or as the fallback.
 */
const preloadFirstTexts: Plugin = {
  name: 'meet-preload-first-texts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      if (!isPrerenderedPage(context.filename)) return;
      const texts = Object.values(context.bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.name === `texts-${FALLBACK_LANGUAGE}`,
      );
      if (!texts) return;
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${texts.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  },
};

/**
 * The application's files named in its page as module preloads, fetched and compiled while the page is parsed and
 * painted: the page's entry (elements/app-page.ts) imports them once the first frame is on screen, which they would
 * otherwise hold back as scripts of the page. Each file its imports import is named, as `hoistImports` does.
 */
const preloadApplication: Plugin = {
  name: 'meet-preload-application',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      if (!isApplicationPage(context.filename)) return;
      const files = importClosure(chunksOf(context.bundle ?? {}), context.chunk?.dynamicImports ?? []);
      return [...files].map((name) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${name}` },
        injectTo: 'head' as const,
      }));
    },
  },
};

const DOCUMENT_CSS = resolve('src/screens/app/document.css');
/** The meeting join page's sheet (join.html), which paints that screen's frame before any script runs. */
const JOIN_PAGE_CSS = resolve('src/screens/join/join-page.css');

/**
 * The theme's variables in the application's page, light and dark as the system prefers, for the login view it
 * paints before any script runs (the elements adopt the same CSS, written by core/theme, once they run).
 */
const documentTheme: Plugin = {
  name: 'meet-document-theme',
  async transform(code, id) {
    if (id !== DOCUMENT_CSS && id !== JOIN_PAGE_CSS) return;
    const { themeToCss } = await tsImport('./src/core/theme/css.ts', import.meta.url);
    const { DEFAULT_THEME } = await tsImport('./src/core/theme/default-theme.ts', import.meta.url);
    const dark = themeToCss({ ...DEFAULT_THEME, darkMode: true });
    return `${code}\n${themeToCss(DEFAULT_THEME)}@media (prefers-color-scheme: dark) {\n${dark}}\n`;
  },
};

/** The pages with a prerendered view: the login (index.html) and the meeting join page's frame (join.html). */
const PRERENDERED_PAGES = ['index.html', 'join.html'];
const isPrerenderedPage = (filename: string) =>
  PRERENDERED_PAGES.some((page) => filename === page || filename.endsWith(`${process.cwd()}/${page}`));

/** The locales' texts: `text('de', 'login:form.submit')`. */
function text(language: string, key: string): string {
  const [namespace, path] = key.split(':');
  const file = JSON.parse(readFileSync(`src/core/i18n/locales/${language}/${namespace}.json`, 'utf8'));
  const value = path?.split('.').reduce((texts, part) => texts?.[part], file);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}`);
  return value;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page with every `data-t` element's text and `data-t-aria-label` label in `language`. */
export function translatePage(html: string, language: string): string {
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(
      /(<([a-z0-9]+)\b[^>]*\sdata-t="([^"]+)"[^>]*>)[^<]*(<\/\2>)/g,
      (_all, open, _tag, key, close) => `${open}${escapeHtml(text(language, key))}${close}`,
    )
    .replace(
      /\sdata-t-aria-label="([^"]+)" aria-label="[^"]*"/g,
      (_all, key) => ` data-t-aria-label="${key}" aria-label="${escapeHtml(text(language, key))}"`,
    );
}

/** The prerendered views' texts written from the locales (English in index.html and join.html themselves). */
const prerenderTexts: Plugin = {
  name: 'meet-prerender-texts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!isPrerenderedPage(context.filename)) return;
      return translatePage(html, FALLBACK_LANGUAGE);
    },
  },
};

/** The interface languages (core/i18n) besides the fallback, each with a login page of its own. */
const OTHER_LANGUAGES = ['cs', 'de', 'fr', 'hu', 'es'];

/**
 * Beside `index.html` (the login page in English): `index.<language>.html` in each other language, for a server
 * that answers the browser's language (the reference server does), and `app.html` without the prerendered view,
 * the page of every other route (a visitor opening the dashboard sees no login form before the application runs).
 * `app.html` links its own small sheet (`app-page.css`) instead of the login view's, which would block its first
 * paint for nothing: 15 KB of sheets and the theme's variables that the screens' shadow roots carry themselves.
 */
const pageVariants: Plugin = {
  name: 'meet-page-variants',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (page?.type !== 'asset') return;
    const html = String(page.source);
    for (const language of OTHER_LANGUAGES)
      this.emitFile({
        type: 'asset',
        fileName: `index.${language}.html`,
        source: translatePage(html, language),
      });
    const sheet = this.emitFile({
      type: 'asset',
      name: 'app-page.css',
      source: readFileSync('src/screens/app/app-page.css', 'utf8'),
    });
    const app = html
      .replace(/<meet-app>[\s\S]*<\/meet-app>/, '<meet-app></meet-app>')
      .replace(
        /<link rel="stylesheet"[^>]*>/,
        `<link rel="stylesheet" href="${BASE}${this.getFileName(sheet)}">`,
      );
    this.emitFile({ type: 'asset', fileName: 'app.html', source: app });
  },
};

const MEETING_JOIN = resolve('src/screens/join/meeting-join.tsx');
/** What the screen loads on demand as it first renders: the icon set it draws from and the texts' loaders. */
const JOIN_ON_DEMAND = [resolve('src/widgets/icon/icon-names.ts'), resolve('src/core/i18n/files.ts')];
/** The text namespaces the meeting join screen reads beyond the first screen's (its `useT` calls). */
const JOIN_NAMESPACES = ['public', 'error'];

/**
 * `join.html` (the meeting join page, its frame prerendered) in each interface language, each naming the files the
 * screen will ask for once the application runs (its own, their imports, what it loads on demand and its texts in
 * that language), so the browser fetches them with the entry's files instead of three levels later.
 */
const joinPage: Plugin = {
  name: 'meet-join-page',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['join.html'];
    if (page?.type !== 'asset') return;
    const html = String(page.source);
    const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
    const named = new Set([...html.matchAll(/src="\/meet\/([^"]+)"/g)].map((match) => match[1]));
    const screen = chunks
      .filter((chunk) => chunk.facadeModuleId === MEETING_JOIN)
      .map((chunk) => chunk.fileName);
    const files = new Set([...importClosure(chunksOf(bundle), screen)].filter((name) => !named.has(name)));
    for (const chunk of chunks)
      if (JOIN_ON_DEMAND.some((id) => chunk.moduleIds.includes(id))) files.add(chunk.fileName);
    const links = (language: string) => {
      const texts = JOIN_NAMESPACES.flatMap((namespace) =>
        chunks.filter((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(`/locales/${language}/${namespace}.json`)),
        ),
      );
      return [...files, ...texts.map((chunk) => chunk.fileName)]
        .map((name) => `<link rel="modulepreload" crossorigin href="${BASE}${name}">`)
        .join('\n    ');
    };
    const withLinks = (source: string, language: string) =>
      source.replace('</head>', `  ${links(language)}\n  </head>`);
    page.source = withLinks(html, FALLBACK_LANGUAGE);
    for (const language of OTHER_LANGUAGES)
      this.emitFile({
        type: 'asset',
        fileName: `join.${language}.html`,
        source: withLinks(translatePage(html, language), language),
      });
  },
};

/**
 * Copies the contract an integrator reads into the export under `spec/` (the resources area links to it): the API
 * description, the element manifest and the signalling messages' schema, served beside the application they describe.
 */
const contractFiles: Plugin = {
  name: 'meet-contract-files',
  apply: 'build',
  generateBundle() {
    for (const file of ['openapi.yaml', 'custom-elements.json', 'signalling.schema.json'])
      this.emitFile({ type: 'asset', fileName: `spec/${file}`, source: readFileSync(`dist-spec/${file}`) });
  },
};

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|wasm|webmanifest|yaml)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of the export (when smaller), so any web server or CDN
 * can send them as they are: the reference server does (`preCompressed`), and no request pays for compressing.
 */
const precompress: Plugin = {
  name: 'meet-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist/meet';
    const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'));
    await Promise.all(
      files.map(async (name) => {
        const path = join(dir, name);
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([
          toBrotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < bytes.length) await writeFile(`${path}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
      }),
    );
  },
};

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    documentTheme,
    prerenderTexts,
    pageVariants,
    plainDynamicImports,
    preloadFirstTexts,
    joinPage,
    preloadApplication,
    moduleMap,
    hoistImports,
    contractFiles,
    precompress,
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  worker: { format: 'es' },
  // A text file is read whole (`default`): no export per top-level key beside it, 0.6 KB less on the login route.
  json: { namedExports: false },
  build: {
    outDir: 'dist/meet',
    emptyOutDir: true,
    target: 'es2022',
    // No preload lists: `hoistImports` lets the browser find a screen's files as early, for fewer bytes.
    modulePreload: false,
    rolldownOptions: {
      input: { index: 'index.html', join: 'join.html', ...elements, ...demoPages },
      // A constant is written where it is used (`1004`, not core's `ERROR_INVALID_PARAMETER`): the core file no
      // longer carries and exports the spec's numbers for the screens that read them (0.5 KB on the login route).
      optimization: { inlineConst: true },
      output: {
        entryFileNames: (chunk) =>
          chunk.name.startsWith('elements/') ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 4 },
            { debugName: 'core', name: (id, graph) => (inCore(id, graph) ? 'core' : null), priority: 3 },
            {
              debugName: 'login',
              name: (id, graph) => (imports(LOGIN_SCREEN, id, graph) ? 'login' : null),
              priority: 2,
            },
            {
              debugName: 'texts',
              name: (id) => (id.match(EAGER_TEXTS) ? `texts-${id.match(EAGER_TEXTS)?.[1]}` : null),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // Modules find their chunks relative to themselves, so an element works on a page of any origin path.
  experimental: {
    renderBuiltUrl: (_filename, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
  },
});
