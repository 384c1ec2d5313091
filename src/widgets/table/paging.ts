import { PAGE_WINDOW } from '../../core/constants';

/** How many pages `count` rows fill at `size` rows a page (at least one, so page 1 always exists). */
export function pageCountOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * The page numbers (1-based) the paging shows: at most `size`, centred on `current`,
 * pinned to the first or last pages near the bounds.
 */
export function pageWindow(current: number, pageCount: number, size = PAGE_WINDOW): number[] {
  const shown = Math.min(size, pageCount);
  if (shown <= 0) return [];
  const centred = current - Math.floor((shown - 1) / 2);
  const first = Math.min(Math.max(1, centred), pageCount - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}
