import { errorCode } from '../stores/loadable';

/**
 * Runs one admin action: undefined once done, else the error code that refused it (the server's `exception.code`,
 * else 1000). Every admin action that only succeeds or fails answers this way.
 */
export async function attempt(action: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    return errorCode(error);
  }
}
