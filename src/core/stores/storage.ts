// localStorage can throw (storage disabled, sandboxed frames): a session then lives in memory only.

/** Where the session keeps what survives a reload. */
export const STORAGE_KEYS = { username: 'meet.username', refreshToken: 'meet.refreshToken' } as const;

/** Reads a stored value, '' when absent or unreadable. */
export function readStored(key: string): string {
  try {
    return globalThis.localStorage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Stores a value; an empty value removes the key. */
export function writeStored(key: string, value: string): void {
  try {
    if (value) globalThis.localStorage?.setItem(key, value);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to do: without storage the session simply does not survive a reload.
  }
}
