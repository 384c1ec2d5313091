// Floating parts (tooltip, calendar, menus) drawn in the top layer through the Popover API, so that no
// ancestor with `overflow: hidden` or `auto` (a portal's card) clips them, placed beside their anchor.
import { sheet } from '../styles';
import css from './popup.css?inline';

/** The top layer's look of a floating part (`class="popup"`): placed by `showBeside`, no frame of the browser's. */
export const POPUP_SHEET = sheet(css);

/** The least room between a popup and the window's left or right edge. */
const EDGE_PX = 8;

/** Where a popup went: above its anchor, or below it. */
export type PopupPlace = 'above' | 'below';

/** Where a popup goes beside its anchor. */
export interface PopupOptions {
  /** The side tried first (default above); the other one when the window has more room there. */
  prefer?: PopupPlace;
  /** Centred on the anchor (default) or along its start edge. */
  align?: 'center' | 'start';
  /** Pixels between the anchor and the popup. */
  gap?: number;
}

/**
 * Shows `popup` (an element with `popover="manual"`) in the top layer beside `anchor`: on the preferred side
 * unless the other has more room, moved sideways as far as it takes to stay inside the window.
 */
export function showBeside(popup: HTMLElement, anchor: Element, options: PopupOptions = {}): PopupPlace {
  const { prefer = 'above', align = 'center', gap = 0 } = options;
  if (!popup.matches(':popover-open')) popup.showPopover();
  const around = anchor.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popup;
  const { clientWidth, clientHeight } = document.documentElement;
  const room = { above: around.top - gap, below: clientHeight - around.bottom - gap };
  const other: PopupPlace = prefer === 'above' ? 'below' : 'above';
  const place = room[prefer] < height && room[other] > room[prefer] ? other : prefer;
  const top = place === 'above' ? around.top - gap - height : around.bottom + gap;
  const wanted = align === 'start' ? around.left : around.left + around.width / 2 - width / 2;
  const left = Math.max(EDGE_PX, Math.min(wanted, clientWidth - EDGE_PX - width));
  popup.dataset.place = place;
  popup.style.setProperty('--popup-top', `${Math.max(0, Math.min(top, clientHeight - height))}px`);
  popup.style.setProperty('--popup-left', `${left}px`);
  return place;
}

/**
 * Where a scroll that moves `anchor` can be heard: the window, and each shadow root around the anchor (a scroll
 * inside a shadow root is not composed: it never reaches the window).
 */
function scrollTargets(anchor: Element): EventTarget[] {
  const targets: EventTarget[] = [window];
  for (let root = anchor.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
    targets.push(root);
  return targets;
}

/**
 * Shows `popup` beside `anchor` and keeps it there while the page or a shadow root around the anchor scrolls, the window resizes or the popup
 * changes size (a calendar's next month); the answer takes it out of the top layer.
 */
export function openBeside(popup: HTMLElement, anchor: Element, options: PopupOptions = {}): () => void {
  showBeside(popup, anchor, options);
  let frame = 0;
  const again = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (popup.isConnected) showBeside(popup, anchor, options);
    });
  };
  const resized = new ResizeObserver(again);
  resized.observe(popup);
  const scrolled = scrollTargets(anchor);
  for (const target of scrolled) target.addEventListener('scroll', again, { capture: true, passive: true });
  window.addEventListener('resize', again, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    for (const target of scrolled) target.removeEventListener('scroll', again, { capture: true });
    window.removeEventListener('resize', again);
    hidePopup(popup);
  };
}

/** Takes `popup` out of the top layer, if it is there. */
export function hidePopup(popup: HTMLElement | null): void {
  if (popup?.matches(':popover-open')) popup.hidePopover();
}
