// The page itself: leaving it for another address, loading it again, the tab's history. Wrapped once
// here because a browser test cannot stub `location`; tests swap the whole object instead.

/** What the router verbs do to the page: a fake one in tests. */
export interface PageHost {
  /** True when the tab has an entry before this one. */
  canGoBack(): boolean;
  back(): void;
  /** Loads `href` as a new entry. */
  assign(href: string): void;
  /** Loads `href` in place of this entry. */
  replace(href: string): void;
  reload(): void;
}

interface NavigationLike {
  canGoBack?: boolean;
}

/** The browser's page: the Navigation API knows if there is an entry before this one; else its length. */
const browserPage: PageHost = {
  canGoBack() {
    const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
    return typeof navigation?.canGoBack === 'boolean' ? navigation.canGoBack : history.length > 1;
  },
  back: () => history.back(),
  assign: (href) => location.assign(href),
  replace: (href) => location.replace(href),
  reload: () => location.reload(),
};

let current: PageHost = browserPage;

/** Swaps the page for tests: every page load, reload and history step reaches `page` instead. */
export function setPageHost(page: PageHost): void {
  current = page;
}

/** Puts the browser's own page back. */
export function resetPageHost(): void {
  current = browserPage;
}

/** The page in use now (read at each call, so a swap takes effect at once). */
export function pageHost(): PageHost {
  return current;
}
