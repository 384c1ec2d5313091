// `npm run bench`: every speed and size target, measured in one run and written to .bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchHashing } from './hashing.js';
import { benchSize } from './size.js';

/** Targets are reported, never asserted: these machines are too noisy for timed tests. */
const TARGETS = {
  loginKb: { max: 100, label: 'login route, KB gzip' },
  ratioToFastest: { max: 1.6, label: 'hashing, ratio to the fastest implementation' },
  longestMainTaskMs: { max: 50, label: 'longest main-thread task while hashing, ms' },
};

const results = { date: new Date().toISOString(), size: await benchSize(), hashing: await benchHashing() };

console.log(JSON.stringify(results, null, 2));
const flat = { ...results.size, ...results.hashing };
for (const [key, { max, label }] of Object.entries(TARGETS)) {
  const value = flat[key];
  console.log(`${value <= max ? 'meets' : 'MISSES'} target: ${label} = ${value} (target <= ${max})`);
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
