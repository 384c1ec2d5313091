// The query of the page's address, as a store: list views live there (page, size, sort, filter), so a
// reload, back and forward, or a shared link open the same view.
import { atom, onMount } from 'nanostores';
import { $route, isRouting, navigate } from '../router/navigation';

/** The query string of the page's address (`?page=2&size=20`), kept up with navigation. */
export const $addressQuery = atom(typeof location === 'undefined' ? '' : location.search);

onMount($addressQuery, () => {
  const sync = () => $addressQuery.set(location.search);
  sync();
  window.addEventListener('popstate', sync);
  const stop = $route.listen(sync);
  return () => {
    window.removeEventListener('popstate', sync);
    stop();
  };
});

/** The page's address with query parameters changed (a value undefined or '' removes its parameter). */
export function addressWith(changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * Changes query parameters of the address as a new history entry (a value undefined or '' removes its
 * parameter). Inside `<meet-app>` the router moves; an element alone on a page pushes a history entry itself.
 */
export function changeAddressQuery(changes: Record<string, string | undefined>): void {
  const target = addressWith(changes);
  if (target === `${location.pathname}${location.search}${location.hash}`) return;
  if (isRouting()) navigate(target);
  else history.pushState(history.state, '', target);
  $addressQuery.set(location.search);
}
