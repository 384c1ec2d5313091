import { useSyncExternalStore } from 'react';

/**
 * True while the media query `media` matches, following its changes: for a layout rule that changes the markup
 * too (a label that finds no room becomes visually hidden, a table's head turns into its cards' labels).
 */
export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = matchMedia(media);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => matchMedia(media).matches,
  );
}
