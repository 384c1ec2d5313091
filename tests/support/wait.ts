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

// A task of ours queued behind whatever is already queued (React's scheduler posts its work the same way).
const afterQueuedTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Lets React commit what the last event, attribute or property change scheduled, and run the effects of
 * that commit: three rounds behind the queued tasks (render, commit, passive effects), then `ms` more.
 */
export async function settle(ms = 10): Promise<void> {
  for (let round = 0; round < 3; round += 1) await afterQueuedTasks();
  await new Promise((resolve) => setTimeout(resolve, ms));
}
