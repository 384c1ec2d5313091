// Which route may be shown, and where to go instead (spec 2 "Navigation rules"), as pure functions.
import type { JoinPhase } from '../webrtc/join-store';
import { webviewDeepLink } from './deep-link';
import { buildPath, isLoginPath, type RouteState } from './paths';
import { routeDefinition } from './routes';
import { safeRedirect } from './safe-redirect';

/** What the guards look at besides the route. */
export interface GuardContext {
  signedIn: boolean;
  /** Phase of the browser join in progress (`$join`). */
  joinPhase: JoinPhase;
  basePath: string;
  origin: string;
}

/** The query parameter of the login page that names the page to open after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** The address of a route state (path, then its query). */
export function pathOf(route: RouteState, basePath: string): string {
  return buildPath(route.name, route.params, route.search, basePath);
}

/**
 * The page the login page remembers when a user leaves `route` for it: none from the root (the login
 * page itself), from a route marked no-redirect, or from the not-found page.
 */
export function rememberedPage(route: RouteState | null, basePath: string): string | undefined {
  if (!route || route.name === 'login' || route.name === 'notFound') return undefined;
  if (routeDefinition(route.name).noRedirectAfterLogin) return undefined;
  return pathOf(route, basePath);
}

/** Where a user goes after signing in: the remembered page when it is safe, else the dashboard. */
export function afterLoginPath(redirect: string | undefined, origin: string, basePath: string): string {
  const target = safeRedirect(redirect, origin, basePath);
  // Back to the login page would only bounce: the dashboard instead.
  const pathname = target.split(/[?#]/)[0] ?? '';
  return isLoginPath(pathname, basePath) ? `${basePath}dashboard` : target;
}

/** The login page, remembering `from` when given. */
export function loginPath(from: string | undefined, basePath: string): string {
  return buildPath('login', {}, { [REDIRECT_PARAM]: from }, basePath);
}

/** Null when `route` may be shown; else the address to go to instead. */
export function guardRoute(route: RouteState, context: GuardContext): string | null {
  const { basePath } = context;
  if (route.name === 'login') {
    const deepLink = webviewDeepLink(route.search);
    if (deepLink) return buildPath(deepLink.name, deepLink.params, {}, basePath);
    return context.signedIn ? afterLoginPath(route.search[REDIRECT_PARAM], context.origin, basePath) : null;
  }
  if (route.name === 'webrtc-live') {
    const umi = route.search.umi;
    if (!umi) return loginPath(undefined, basePath);
    return context.joinPhase === 'connected' ? null : buildPath('webrtc', {}, { umi }, basePath);
  }
  if (routeDefinition(route.name).access === 'session' && !context.signedIn) {
    return loginPath(pathOf(route, basePath), basePath);
  }
  return null;
}
