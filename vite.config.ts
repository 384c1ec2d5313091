import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One ES module per custom element, at a stable address a foreign page can load.
const elements = Object.fromEntries(
  readdirSync('src/elements')
    .filter((file) => /^meet-[a-z-]+\.ts$/.test(file))
    .map((file) => [`elements/${file.slice(0, -3)}`, `src/elements/${file}`]),
);

// Demo pages (widget gallery, embedding examples) ship with the export under /meet/demo/.
const demoPages = Object.fromEntries(
  readdirSync('demo', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => [`demo/${file.slice(0, -5)}`, `demo/${file}`]),
);

export default defineConfig({
  base: '/meet/',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  worker: { format: 'es' },
  build: {
    outDir: 'dist/meet',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: 'index.html', ...elements, ...demoPages },
      output: {
        entryFileNames: (chunk) =>
          chunk.name.startsWith('elements/') ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  // Modules find their chunks relative to themselves, so an element works on a page of any origin path.
  experimental: {
    renderBuiltUrl: (_filename, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
  },
});
