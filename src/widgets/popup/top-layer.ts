// Floating parts (tooltip, calendar, menus) drawn in the top layer through the Popover API, so that no
// ancestor with `overflow: hidden` or `auto` (a portal's card) clips them, placed beside their anchor.

/** The least room between a popup and the window's left or right edge. */
const EDGE_PX = 8;

/** Where a popup went: above its anchor, or below when the window's top would cut it off. */
export type PopupPlace = 'above' | 'below';

/**
 * Shows `popup` (an element with `popover="manual"`) in the top layer beside `anchor`: centred above it,
 * below when there is no room above, moved sideways as far as it takes to stay inside the window.
 */
export function showBeside(popup: HTMLElement, anchor: Element): PopupPlace {
  if (!popup.matches(':popover-open')) popup.showPopover();
  const around = anchor.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popup;
  const place: PopupPlace = around.top < height ? 'below' : 'above';
  const top = place === 'above' ? around.top - height : around.bottom;
  const room = document.documentElement.clientWidth - EDGE_PX - width;
  const left = Math.max(EDGE_PX, Math.min(around.left + around.width / 2 - width / 2, room));
  popup.dataset.place = place;
  popup.style.setProperty('--popup-top', `${top}px`);
  popup.style.setProperty('--popup-left', `${left}px`);
  return place;
}

/** Takes `popup` out of the top layer, if it is there. */
export function hidePopup(popup: HTMLElement | null): void {
  if (popup?.matches(':popover-open')) popup.hidePopover();
}
