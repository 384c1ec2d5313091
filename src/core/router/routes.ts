// The route table of spec section 2: every screen's path under the base path, and its metadata.
import { ADMIN_AREAS, type AdminRouteName } from '../admin/areas';

/** Who may open a route: anyone, or only a signed-in user (others go to login first). */
export type RouteAccess = 'public' | 'session';

/** One row of the route table. */
export interface RouteDefinition {
  /** Path under the base path (`:name` marks a parameter); a leading slash means top level. */
  path: string;
  access: RouteAccess;
  /** The header is not shown on this route. */
  hideHeader?: boolean;
  /** The login page does not come back here after signing in. */
  noRedirectAfterLogin?: boolean;
  /** An area of the administration console (not part of this application's own screens). */
  admin?: boolean;
}

const auth = (path: string, noRedirectAfterLogin = false): RouteDefinition => ({
  path,
  access: 'public',
  hideHeader: true,
  noRedirectAfterLogin,
});
/** The routes of every area of the administration console (core/admin/areas.ts). */
function adminRoutes(): Record<AdminRouteName, RouteDefinition> {
  const entries = ADMIN_AREAS.flatMap((area) => Object.entries(area.routes));
  return Object.fromEntries(
    entries.map(([name, path]) => [name, { path, access: 'session', admin: true }]),
  ) as Record<AdminRouteName, RouteDefinition>;
}

/**
 * Every route, in matching order: fixed paths come before the parameters that would also match them
 * (`meeting/join` before `meeting/:uid`). Names follow the specification where it names them.
 */
export const ROUTES = {
  // Authentication group (spec 2): header hidden.
  login: auth(''),
  forgotPassword: auth('forgot-password', true),
  changePassword: auth('change-password', true),
  joinWithoutAccount: auth('join-without-account'),
  sso: auth('sso', true),
  signupConfirmation: auth('signup-confirmation', true),
  join: auth('meeting/join'),
  webrtc: auth('meeting/webrtc'),
  downloadNoAuth: auth('download-no-auth', true),
  // Other routes (spec 2).
  'webrtc-live': { path: 'meeting/webrtc/live', access: 'public', hideHeader: true },
  'webrtc-gateway': { path: '/meeting/webrtc/gateway', access: 'public', hideHeader: true },
  support: { path: 'support', access: 'public' },
  download: { path: 'download', access: 'session' },
  downloadRepo: { path: 'download-repo', access: 'public', hideHeader: true },
  dashboard: { path: 'dashboard', access: 'session' },
  account: { path: 'account', access: 'session' },
  // The administration console: every area's routes, from its one table.
  ...adminRoutes(),
} as const satisfies Record<string, RouteDefinition>;

/** The name of a route of the table. */
export type TableRouteName = keyof typeof ROUTES;
/** Any route the application can be on: one of the table, or the not-found fallback. */
export type RouteName = TableRouteName | 'notFound';

/** The not-found fallback (spec 2): any unmatched path, header hidden. */
export const NOT_FOUND: RouteDefinition = { path: '', access: 'public', hideHeader: true };

/** The table row of a route (the not-found fallback included). */
export function routeDefinition(name: RouteName): RouteDefinition {
  return name === 'notFound' ? NOT_FOUND : ROUTES[name];
}

/** The full path pattern of a route under a base path (`/meet/` + `users/:id`); top-level paths stay. */
export function routePattern(definition: RouteDefinition, basePath: string): string {
  return definition.path.startsWith('/') ? definition.path : `${basePath}${definition.path}`;
}
