// How many entries of this application lie behind the current one in the tab's history, kept in
// `history.state`, so "back" never leaves the application (spec 2: else a named route).

const KEY = 'meetIndex';

/** The index of the current history entry within the application (0: the first one opened). */
export function currentIndex(): number {
  const state = history.state as Record<string, unknown> | null;
  const index = state?.[KEY];
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : 0;
}

/** Marks the current entry with its index (after the router pushed or replaced it with no state). */
export function markEntry(index: number): void {
  const state = (history.state as Record<string, unknown> | null) ?? {};
  history.replaceState({ ...state, [KEY]: index }, '', location.href);
}

/** True when an earlier entry of the application exists in this tab. */
export function canGoBackInApp(): boolean {
  return currentIndex() > 0;
}
