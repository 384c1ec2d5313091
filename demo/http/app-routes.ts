// Which paths under /meet/ are pages of the application: the route table of the client, read once. A path that
// is none of them still loads the application (its not-found screen), but answers 404 as a missing page should.
import { ROUTES, routePattern } from '../../src/core/router/routes';

const BASE = '/meet/';

const PATTERNS = Object.values(ROUTES).map((definition) => {
  const pattern = routePattern(definition, BASE)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
});

/** True when `path` (without its query) is one of the application's routes. */
export function isAppRoute(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return false;
  }
  return PATTERNS.some((pattern) => pattern.test(decoded));
}
