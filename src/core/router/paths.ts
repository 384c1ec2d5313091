// Addresses of routes, built from the route table alone (no router needed: links render anywhere).
import { type RouteName, routeDefinition, routePattern } from './routes';

/** Route parameters (`:uid`) by name. */
export type RouteParams = Record<string, string>;
/** Query parameters; undefined values are left out. */
export type RouteSearch = Record<string, string | undefined>;

/** Where the application is: a route of the table (or not-found), its parameters and its query. */
export interface RouteState {
  name: RouteName;
  params: RouteParams;
  search: Record<string, string>;
}

/** The query string of `search` (with its `?`), '' when empty. */
export function searchString(search: RouteSearch = {}): string {
  const entries = Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const query = new URLSearchParams(entries).toString();
  return query ? `?${query}` : '';
}

/** The address of a route under `basePath`: `/meet/users/42?tab=roles`. */
export function buildPath(
  name: RouteName,
  params: RouteParams = {},
  search: RouteSearch = {},
  basePath = '/meet/',
): string {
  if (name === 'notFound') return `${basePath}not-found`;
  const pattern = routePattern(routeDefinition(name), basePath);
  // Parameters start with a letter: the port of a deployment's absolute address (`:8443`) is no parameter.
  const path = pattern.replace(/:([A-Za-z]\w*)/g, (_match, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return `${path}${searchString(search)}`;
}

/** True when `pathname` is the login page (the application's root). */
export function isLoginPath(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname === basePath.replace(/\/$/, '');
}
