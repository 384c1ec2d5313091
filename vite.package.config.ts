import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

// The package for bundlers (`npm run package`), from the same sources as the static export: React and
// react-dom stay the consumer's (peer dependencies, left as imports), everything else is bundled. Each
// element module defines its element in a browser and nothing on a server, where it imports nothing.

const ELEMENTS = readdirSync('src/elements').filter((file) => /^meet-[a-z-]+\.ts$/.test(file));
const ENTRY = 'meet-package-entry:';

/** The names an element module exports (its `defineElement` constants). */
const exportsOf = (file: string) =>
  [...readFileSync(`src/elements/${file}`, 'utf8').matchAll(/^export const (\w+) =/gm)].map(
    ([, name]) => name,
  );

/** Each element's entry: the element's module, imported only where `customElements` exists. */
const browserOnlyEntries: Plugin = {
  name: 'meet-browser-only-entries',
  resolveId: (id) => (id.startsWith(ENTRY) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${ENTRY}`)) return undefined;
    const file = id.slice(ENTRY.length + 1);
    const source = JSON.stringify(resolve('src/elements', file));
    const names = exportsOf(file);
    return [
      `const element = typeof customElements === 'undefined' ? undefined : await import(${source});`,
      ...names.map((name) => `export const ${name} = element?.${name};`),
    ].join('\n');
  },
};

export default defineConfig({
  base: './',
  plugins: [react(), browserOnlyEntries],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  worker: { format: 'es' },
  build: {
    outDir: 'dist/package',
    emptyOutDir: true,
    target: 'es2022',
    // A preload list would name our file names, which the consumer's bundler renames.
    modulePreload: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        index: 'src/elements/loader.ts',
        'meet-loader': 'src/elements/loader.ts',
        ...Object.fromEntries(ELEMENTS.map((file) => [`elements/${file.slice(0, -3)}`, `${ENTRY}${file}`])),
      },
      external: [/^react(-dom)?(\/.*)?$/],
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  experimental: {
    renderBuiltUrl: (_filename, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
  },
});
