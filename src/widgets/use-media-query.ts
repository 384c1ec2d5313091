import { useCallback, useSyncExternalStore } from 'react';

/** One `MediaQueryList` per query for the page's life: a render reads it, it is not asked for again. */
const lists = new Map<string, MediaQueryList>();

function mediaList(media: string): MediaQueryList {
  let list = lists.get(media);
  if (!list) {
    list = matchMedia(media);
    lists.set(media, list);
  }
  return list;
}

/**
 * True while the media query `media` matches, following its changes: for a layout rule that changes the markup
 * too (a label that finds no room becomes visually hidden, a table's head turns into its cards' labels). A component
 * listens from its first render until it goes, not again at each render.
 */
export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = mediaList(media);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [media],
  );
  return useSyncExternalStore(subscribe, () => mediaList(media).matches);
}
