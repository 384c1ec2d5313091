// Bytes on the wire: the export carries each text file brotli- and gzip-compressed beside it (any web server or
// CDN can send them as they are), and the reference server sends them to a browser that accepts them, with cache
// lifetimes that let a return visit skip every fingerprinted file. Sizes are the bench's (`tests/bench/wire.js`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';

const EXPORT_DIR = process.env.MEET_BUILD_DIR ?? 'dist/meet';
const TEXT_FILE = /\.(js|css|html|svg|json)$/;
/** Below this a compressed form may be no smaller than the file, and the build keeps the file alone. */
const SMALLEST_COMPRESSED = 1024;
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every file of the export, relative to it, without the build's own notes (`.vite/`). */
function exportFiles(dir = EXPORT_DIR, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? exportFiles(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

test('every text file of the export has its brotli and gzip forms beside it, each the same text', () => {
  const files = exportFiles().filter((file) => TEXT_FILE.test(file));
  const large = files.filter((file) => statSync(join(EXPORT_DIR, file)).size >= SMALLEST_COMPRESSED);
  expect(large.length).toBeGreaterThan(50);
  for (const file of large) {
    const text = readFileSync(join(EXPORT_DIR, file));
    const br = readFileSync(join(EXPORT_DIR, `${file}.br`));
    const gz = readFileSync(join(EXPORT_DIR, `${file}.gz`));
    expect(br.length, `${file}.br is smaller`).toBeLessThan(text.length);
    expect(brotliDecompressSync(br).equals(text), `${file}.br holds ${file}`).toBe(true);
    expect(gunzipSync(gz).equals(text), `${file}.gz holds ${file}`).toBe(true);
  }
});

/** Every answer of a cold visit until the network is idle, by path. */
async function coldVisit(page: import('@playwright/test').Page, address: string) {
  const answers = new Map<string, Response>();
  page.on('response', (response) => answers.set(new URL(response.url()).pathname, response));
  await page.goto(address, { waitUntil: 'networkidle' });
  return answers;
}

for (const [route, address] of [
  ['the login page', './'],
  ['the join page', 'join-without-account'],
] as const) {
  test(`${route} arrives compressed; fingerprinted files are kept a year, the page and element modules revalidated`, async ({
    page,
  }) => {
    const answers = await coldVisit(page, address);
    const files = [...answers].filter(([path]) => /\.(js|css)$/.test(path));
    expect(files.map(([path]) => path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\//)]),
    );
    const documentAnswer = answers.get(new URL(page.url()).pathname);
    expect(documentAnswer, 'the page itself').toBeDefined();
    for (const [path, answer] of [...files, ['page', documentAnswer as Response] as const]) {
      const headers = await answer.allHeaders();
      const size = Number(headers['content-length'] ?? (await answer.body()).length);
      if (size < SMALLEST_COMPRESSED && !headers['content-encoding']) continue;
      expect(headers['content-encoding'], `${path} is sent compressed`).toMatch(/^(br|gzip)$/);
      expect(headers.vary ?? '', `${path} varies on the encoding`).toMatch(/accept-encoding/i);
    }
    for (const [path, answer] of files) {
      const cache = (await answer.allHeaders())['cache-control'];
      if (path.includes('/assets/')) expect(cache, path).toBe(YEAR_IMMUTABLE);
      else expect(cache, `${path} (an element's stable address) is revalidated`).toBe('no-cache');
    }
    expect((await documentAnswer?.allHeaders())?.['cache-control']).toBe('no-cache');
  });
}
