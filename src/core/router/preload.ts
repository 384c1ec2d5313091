// Screens load on demand (spec 2); a screen that fails to load raises a preload error first.

/** The event raised on `window` when a screen's module fails to load: cancelable, the error as detail. */
export const PRELOAD_ERROR_EVENT = 'meet-preload-error';

/** What a listener receives: the error and the route whose screen failed. */
export interface PreloadErrorDetail {
  error: unknown;
  screen: string;
}

/**
 * Loads a screen's module. On failure it dispatches a cancelable `meet-preload-error` on `window`
 * (detail: the error and the screen); when no listener calls `preventDefault()` the error is rethrown,
 * else the result of `handled()` stands in (a screen saying the page could not be loaded).
 */
export async function preloadScreen<T>(screen: string, load: () => Promise<T>, handled: () => T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, {
      detail: { error, screen },
      cancelable: true,
    });
    if (window.dispatchEvent(event)) throw error;
    return handled();
  }
}
