// `npm run bench`: every speed and size target, measured in one run and written to .bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchHashing } from './hashing.js';
import { benchSize } from './size.js';
import { benchWebrtc } from './webrtc.js';

/** Targets are reported, never asserted: these machines are too noisy for timed tests. */
const TARGETS = {
  loginKb: { max: 100, label: 'login route, KB gzip' },
  ratioToFastest: { max: 1.6, label: 'hashing, ratio to the fastest implementation' },
  longestMainTaskMs: { max: 50, label: 'longest main-thread task while hashing, ms' },
  drops: { max: 0, label: 'signalling load test, sockets dropped' },
  errors: { max: 0, label: 'signalling load test, errors' },
  connectToFrameMs: { label: 'browser meeting, Connect click to first remote video frame, ms (median of 5)' },
};

const results = {
  date: new Date().toISOString(),
  size: await benchSize(),
  hashing: await benchHashing(),
  webrtc: await benchWebrtc(),
};

console.log(JSON.stringify(results, null, 2));
const flat = { ...results.size, ...results.hashing, ...results.webrtc };
for (const [key, { max, label }] of Object.entries(TARGETS)) {
  const value = flat[key];
  if (max === undefined) console.log(`reported: ${label} = ${value}`);
  else console.log(`${value <= max ? 'meets' : 'MISSES'} target: ${label} = ${value} (target <= ${max})`);
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
