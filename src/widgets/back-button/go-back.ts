/** The parts of the browser's history the back button needs: a fake one in tests. */
export interface BackHistory {
  canGoBack(): boolean;
  back(): void;
  assign(href: string): void;
}

interface NavigationLike {
  canGoBack?: boolean;
}

/** The browser's history: the Navigation API knows if there is an entry before this one; else its length. */
export const browserHistory: BackHistory = {
  canGoBack() {
    const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
    return typeof navigation?.canGoBack === 'boolean' ? navigation.canGoBack : history.length > 1;
  },
  back: () => history.back(),
  assign: (href) => location.assign(href),
};

/** Goes to the previous history entry when there is one, else to `fallbackHref`. */
export function goBack(fallbackHref: string, target: BackHistory = browserHistory): void {
  if (target.canGoBack()) target.back();
  else target.assign(fallbackHref);
}
