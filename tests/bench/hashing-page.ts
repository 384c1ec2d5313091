// Times our worker against the other scrypt implementations, all in this one page, in interleaved rounds.
import { scrypt as wasmScrypt, sha1 as wasmSha1 } from 'hash-wasm';
import { sha1 as jsSha1 } from 'js-sha1';
import { scrypt as scryptJs } from 'scrypt-js';
import { hashPasswordInWorker } from '../../src/core/auth/hash-client';
import { hashPassword, saltOf } from '../../src/core/auth/password';
import { HASH_PREFIX, SCRYPT_KEY_LENGTH, SCRYPT_N, SCRYPT_P, SCRYPT_R } from '../../src/core/constants';

/** What the bench reports, in milliseconds (medians of RUNS rounds). */
export interface HashingResult {
  workerMs: number;
  hashWasmMs: number;
  nobleMs: number;
  scryptJsMs: number;
  fastestMs: number;
  ratioToFastest: number;
  /** Longest task the 'longtask' observer saw (it reports only tasks over 50 ms; 0 means none). */
  longestMainTaskMs: number;
}

declare global {
  interface Window {
    runHashingBench?: () => Promise<HashingResult>;
  }
}

const RUNS = 5;
const PASSWORD = 'Secret123!';
const LOGIN = 'Alice@Example.com';
const EXPECTED = `${HASH_PREFIX}694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7`;

const utf8 = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const IMPLEMENTATIONS: Record<'worker' | 'hashWasm' | 'noble' | 'scryptJs', () => Promise<string>> = {
  worker: () => hashPasswordInWorker(PASSWORD, LOGIN),
  hashWasm: async () =>
    HASH_PREFIX +
    (await wasmScrypt({
      password: await wasmSha1(PASSWORD),
      salt: saltOf(LOGIN),
      costFactor: SCRYPT_N,
      blockSize: SCRYPT_R,
      parallelism: SCRYPT_P,
      hashLength: SCRYPT_KEY_LENGTH,
      outputType: 'hex',
    })),
  noble: () => hashPassword(PASSWORD, LOGIN),
  scryptJs: async () => {
    const digest = utf8.encode(jsSha1(utf8.encode(PASSWORD)));
    const key = await scryptJs(digest, saltOf(LOGIN), SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_KEY_LENGTH);
    return HASH_PREFIX + hex(key);
  },
};

const round = (ms: number) => Math.round(ms * 10) / 10;
type Name = keyof typeof IMPLEMENTATIONS;
const NAMES = Object.keys(IMPLEMENTATIONS) as Name[];

/** Hashes once, checking the implementation gives the documented hash. */
async function checked(name: Name): Promise<void> {
  const hash = await IMPLEMENTATIONS[name]();
  if (hash !== EXPECTED) throw new Error(`${name} gave ${hash}, expected ${EXPECTED}`);
}

/** Runs while observing long tasks; resolves the longest task seen meanwhile. */
async function longestTaskDuring(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries) longest = Math.max(longest, entry.duration);
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'longtask' });
  await work();
  // Entries arrive a little after their task ends.
  await new Promise((resolve) => setTimeout(resolve, 100));
  note(observer.takeRecords());
  observer.disconnect();
  return round(longest);
}

/** Median of RUNS rounds; each round runs every implementation once, so a load spike hits them alike. */
async function medians(): Promise<Record<Name, number>> {
  const times = Object.fromEntries(NAMES.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let run = 0; run < RUNS; run++) {
    for (const name of NAMES) {
      const start = performance.now();
      await IMPLEMENTATIONS[name]();
      times[name].push(performance.now() - start);
    }
  }
  const median = (list: number[]) => round(list.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN);
  return Object.fromEntries(NAMES.map((name) => [name, median(times[name])])) as Record<Name, number>;
}

window.runHashingBench = async () => {
  // Leave the DevTools task that called us: Chromium reports long tasks of the page's own tasks only.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The worker cold, as a first login meets it (its start-up counts too), then warm.
  const longestMainTaskMs = await longestTaskDuring(async () => {
    for (let run = 0; run <= RUNS; run++) await checked('worker');
  });
  for (const name of NAMES) await checked(name);
  const { worker: workerMs, hashWasm: hashWasmMs, noble: nobleMs, scryptJs: scryptJsMs } = await medians();
  const fastestMs = Math.min(workerMs, hashWasmMs, nobleMs, scryptJsMs);
  const ratioToFastest = Math.round((workerMs / fastestMs) * 100) / 100;
  return { workerMs, hashWasmMs, nobleMs, scryptJsMs, fastestMs, ratioToFastest, longestMainTaskMs };
};
