// Waiting in browser tests: open-wc's waitUntil gives up after one second, which a loaded machine can
// spend on the first load of a lazy module through Vite. Ours waits up to five, polling as often.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** How long a test waits for a condition before it fails, in milliseconds. */
export const WAIT_TIMEOUT_MS = 5000;

/** Resolves when `predicate` is true; fails with `message` after `WAIT_TIMEOUT_MS` (or `options.timeout`). */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_TIMEOUT_MS, ...options });
}
