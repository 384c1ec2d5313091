import { useSyncExternalStore } from 'react';

/** The width under which the room takes its phone shape (as room.css's 40rem). */
const NARROW = '(max-width: 40rem)';
/** A touch screen is the main pointer: no hover, a finger's precision. */
const TOUCH = '(hover: none) and (pointer: coarse)';

/** True while a media query matches. */
function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(media).matches,
  );
}

/** True while the window is as narrow as a phone. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW);
}

/** True on a device whose main pointer is a touch screen (keyboard shortcuts are not offered there). */
export function useTouch(): boolean {
  return useMediaQuery(TOUCH);
}
