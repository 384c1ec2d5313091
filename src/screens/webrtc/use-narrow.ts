import { useSyncExternalStore } from 'react';

/** The width under which the room takes its phone shape (as room.css's 40rem). */
const NARROW = '(max-width: 40rem)';

/** True while the window is as narrow as a phone. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(NARROW).matches,
  );
}
