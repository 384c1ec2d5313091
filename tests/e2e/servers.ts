// The end-to-end run's reference servers: one per Playwright worker (E2E_WORKERS, 1 unless set), each on its own
// port with its own database and demo portal, so specs running at the same time never share data. A worker reads
// its own server from TEST_PARALLEL_INDEX, which Playwright sets in each worker before it loads the configuration.
import { join } from 'node:path';

/** How many workers, and so servers, the run has. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
// The demo portals sit ten ports above their servers.
const PORTAL_OFFSET = 10;

/** This worker's server: 0 in the runner and the global setup and teardown. */
export function serverIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The port of a server (this worker's when not given). */
export function serverPort(index = serverIndex()): number {
  return FIRST_PORT + index;
}

/** The port of a server's demo portal, another origin allowed to embed the elements. */
export function portalPort(index = serverIndex()): number {
  return FIRST_PORT + PORTAL_OFFSET + index;
}

/** The folder of a server's database, under the run's own (MEET_E2E_DATA_DIR, which the configuration creates). */
export function dataDir(index = serverIndex()): string {
  const root = process.env.MEET_E2E_DATA_DIR;
  if (!root) throw new Error('MEET_E2E_DATA_DIR is unset: run the specs through playwright.config.ts.');
  return join(root, String(index));
}
