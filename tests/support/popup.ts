// Whether a floating part escaped its card: drawn whole inside the window, and on top where the card ends.
import { expect } from '@open-wc/testing';

/** A card of a portal page that clips what overflows it, its corner near one corner of the window. */
export const CLIPPING_CARD = 'position: fixed; overflow: hidden; width: 240px; height: 120px';

/**
 * Asserts that `popup` is in the top layer, inside the window (8 px from its sides), and what the window shows at
 * a point of the popup outside `card` (where an ancestor's `overflow: hidden` would have cut it off).
 */
export function expectUnclipped(popup: HTMLElement, card: Element): void {
  expect(popup.matches(':popover-open'), 'in the top layer').to.equal(true);
  const box = popup.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  expect(box.width * box.height, 'drawn with a size').to.be.above(0);
  expect(box.left, 'left edge').to.be.at.least(8);
  expect(box.right, 'right edge').to.be.at.most(clientWidth - 8);
  expect(box.top, 'top edge').to.be.at.least(0);
  expect(box.bottom, 'bottom edge').to.be.at.most(clientHeight);
  const clip = card.getBoundingClientRect();
  const inside = (x: number, y: number) =>
    x >= clip.left && x <= clip.right && y >= clip.top && y <= clip.bottom;
  const corners: [number, number][] = [
    [box.left + 6, box.top + 6],
    [box.right - 6, box.top + 6],
    [box.left + 6, box.bottom - 6],
    [box.right - 6, box.bottom - 6],
  ];
  const outside = corners.find(([x, y]) => !inside(x, y));
  expect(outside, 'a part of the popup lies outside the card').to.not.equal(undefined);
  const [x, y] = outside as [number, number];
  const root = popup.getRootNode() as Document | ShadowRoot;
  expect(popup.contains(root.elementFromPoint(x, y)), 'the popup is drawn there').to.equal(true);
}
