import { useMediaQuery } from '../../widgets/use-media-query';

/** The width under which the room takes its phone shape (as room.css's 40rem). */
const NARROW = '(max-width: 40rem)';
/** The width under which the control bar wraps and shows its labels as tooltips only (as room.css's 48rem). */
const COMPACT_BAR = '(max-width: 48rem)';
/** A touch screen is the main pointer: no hover, a finger's precision. */
const TOUCH = '(hover: none) and (pointer: coarse)';

/** True while the window is as narrow as a phone. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW);
}

/** True while the control bar has no room for its labels. */
export function useCompactBar(): boolean {
  return useMediaQuery(COMPACT_BAR);
}

/** True on a device whose main pointer is a touch screen (keyboard shortcuts are not offered there). */
export function useTouch(): boolean {
  return useMediaQuery(TOUCH);
}
