// The @nanostores/router store over the route table. It cannot see links inside shadow roots, so it
// runs with `links: false`: our own link handler (links.ts) hands it the clicks.
import { createRouter, type Router } from '@nanostores/router';
import type { RouteState } from './paths';
import { ROUTES, type RouteName, routePattern, type TableRouteName } from './routes';

/** The router store of the application: the URL parsed into a route of the table, else not-found. */
export type AppRouter = Router<Record<string, string | RegExp | readonly [RegExp, () => object]>>;

/** A router for the route table under `basePath`; anything it does not match is `notFound`. */
export function createAppRouter(basePath: string): AppRouter {
  const patterns: Record<string, string | readonly [RegExp, () => object]> = {};
  for (const name of Object.keys(ROUTES) as TableRouteName[]) {
    patterns[name] = routePattern(ROUTES[name], basePath);
  }
  patterns.notFound = [/^.*$/, () => ({})];
  return createRouter(patterns, { links: false }) as unknown as AppRouter;
}

/** The route state of a router's page (not-found when there is none). */
export function routeStateOf(page: ReturnType<AppRouter['get']>): RouteState {
  if (!page) return { name: 'notFound', params: {}, search: {} };
  return {
    name: page.route as RouteName,
    params: page.params as Record<string, string>,
    search: page.search,
  };
}
