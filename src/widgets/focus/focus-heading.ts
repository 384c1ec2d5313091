// Where the focus goes after an action, so it never falls back to the page: a heading of what the user
// continues with (the created record, the saved form). A heading takes the focus only when given it.

/** How long a request waits for the page it opens, ms: a page that shows later was not opened by the action. */
const REQUEST_MS = 5_000;

let requestedAt = Number.NEGATIVE_INFINITY;

/** The most frames a heading waits to be shown (its page's texts arriving) before it gives up the focus. */
const MOST_FRAMES = 120;

/**
 * Focuses a heading (made focusable for a script only, `tabindex="-1"`), so a screen reader reads it. It tries
 * again on the next frames while the heading is not focused yet: its page may still be hidden while its texts
 * load, and the application focuses a new screen's main region in the same render.
 */
export function focusHeading(heading: HTMLElement | null | undefined, frames = MOST_FRAMES): void {
  if (!heading?.isConnected) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  const root = heading.getRootNode() as Document | ShadowRoot;
  if (root.activeElement === heading && frames < MOST_FRAMES) return;
  if (frames > 0) requestAnimationFrame(() => focusHeading(heading, frames - 1));
}

/** An action that opens another page (a created record) asks that page's heading to take the focus. */
export function requestHeadingFocus(): void {
  requestedAt = performance.now();
}

/**
 * True once after `requestHeadingFocus`, for a page mounted soon after: the page the action opened gives its
 * heading the focus. Call it when a page mounts, never on a later render (the page the action left renders once
 * more before it goes).
 */
export function takeHeadingFocus(): boolean {
  const requested = performance.now() - requestedAt < REQUEST_MS;
  requestedAt = Number.NEGATIVE_INFINITY;
  return requested;
}
