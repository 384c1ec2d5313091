import type { Timer } from '../../src/core/notifications';

/** A clock that only moves when told to. */
export function fakeTimer(): Timer & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    set(callback, ms) {
      due.set(++next, { at: now + ms, callback });
      return next;
    },
    clear(handle) {
      due.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [handle, { at, callback }] of [...due]) {
        if (at > now) continue;
        due.delete(handle);
        callback();
      }
    },
    pending: () => due.size,
  };
}
