// Hashing bench: our worker against hash-wasm, @noble/hashes on the main thread and scrypt-js, in Chromium.
import { pathToFileURL } from 'node:url';
import { runPage } from './serve-page.js';

const PAGE = new URL('./hashing-page.html', import.meta.url);
const DEPENDENCIES = [
  '@noble/hashes/legacy.js',
  '@noble/hashes/scrypt.js',
  '@noble/hashes/utils.js',
  'hash-wasm',
  'js-sha1',
  'scrypt-js',
];

/** Median times (ms) of each implementation, our worker's ratio to the fastest, longest main-thread task. */
export async function benchHashing() {
  return runPage(PAGE, 'runHashingBench', { include: DEPENDENCIES });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchHashing());
