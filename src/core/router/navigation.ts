// The application's position: the router store, the guards applied to it, and the actions that move it.
import { atom } from 'nanostores';
import { $config } from '../config';
import { $loginRequired } from '../stores/login-required';
import { $session, $signedIn } from '../stores/session';
import { $join } from '../webrtc/join-store';
import { type AppRouter, createAppRouter, routeStateOf } from './app-router';
import { guardRoute, loginPath, REDIRECT_PARAM, rememberedPage } from './guards';
import { canGoBackInApp, currentIndex, markEntry } from './history-index';
import { $pendingLeave, mustAskBeforeLeaving } from './leave-guard';
import { pageHost } from './page';
import { buildPath, isLoginPath, type RouteParams, type RouteSearch, type RouteState } from './paths';
import { type RouteName, routeDefinition } from './routes';
import { safeRedirect } from './safe-redirect';

/** The route the application shows, once its guards let it; null while the session is being restored. */
export const $route = atom<RouteState | null>(null);

/**
 * While the session is being restored: the route the address names, when its guards will likely let it (a
 * session route only with a stored session), else null. The page keeps that route's frame (its header's place).
 */
export function awaitedRoute(): RouteName | null {
  const { name } = routeStateOf(appRouter().get());
  return routeDefinition(name).access === 'session' && !$session.get().refreshToken ? null : name;
}

/** True once the startup knows whether a session exists (restored or not): guards wait for it. */
export const $sessionChecked = atom(false);

let router: AppRouter | undefined;
let routing = 0;

function appRouter(): AppRouter {
  router ??= createAppRouter($config.get().basePath);
  return router;
}

/** True while `<meet-app>` routes the page; standalone elements navigate the whole page instead. */
export function isRouting(): boolean {
  return routing > 0;
}

function withRememberedPage(path: string): string {
  const { basePath } = $config.get();
  const url = new URL(path, location.origin);
  if (!isLoginPath(url.pathname, basePath) || url.searchParams.has(REDIRECT_PARAM)) return path;
  const from = rememberedPage($route.get(), basePath);
  if (from) url.searchParams.set(REDIRECT_PARAM, from);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Goes to an address of the application. A push to the login page remembers the page the user came
 * from (spec 2); a replacement (guards, logout) does not unless told.
 */
export function navigate(path: string, replace = false): void {
  // A push the user asked for waits while a form holds edits; guards and sign-outs (replacements) do not.
  if (!replace && mustAskBeforeLeaving(path)) {
    $pendingLeave.set({ path, replace });
    return;
  }
  go(path, replace);
}

/** Leaves anyway for the navigation the leave prompt asked about (the edits are dropped). */
export function leavePage(): void {
  const pending = $pendingLeave.get();
  $pendingLeave.set(null);
  if (pending) go(pending.path, pending.replace);
}

function go(path: string, replace: boolean): void {
  const target = replace ? path : withRememberedPage(path);
  if (!isRouting()) {
    if (replace) pageHost().replace(target);
    else pageHost().assign(target);
    return;
  }
  if (new URL(target, location.href).href === location.href) return;
  const index = currentIndex();
  appRouter().open(target, replace);
  markEntry(replace ? index : index + 1);
}

/** The address of a route, for links (`href`). */
export function routeHref(name: RouteName, params?: RouteParams, search?: RouteSearch): string {
  return buildPath(name, params, search, $config.get().basePath);
}

/** Opens a route as a new history entry. */
export function openRoute(name: RouteName, params?: RouteParams, search?: RouteSearch): void {
  navigate(routeHref(name, params, search));
}

/** Opens a route in place of the current history entry. */
export function redirectRoute(name: RouteName, params?: RouteParams, search?: RouteSearch): void {
  navigate(routeHref(name, params, search), true);
}

/** Back to the previous entry of the application when there is one, else to `fallback` (spec 2). */
export function goBack(fallback: RouteName, params?: RouteParams, search?: RouteSearch): void {
  if (isRouting() && canGoBackInApp()) pageHost().back();
  else openRoute(fallback, params, search);
}

/** Back to the tab's previous page, whatever it is, when there is one; else loads `fallbackHref`. */
export function goBackOrLeaveFor(fallbackHref: string): void {
  if (pageHost().canGoBack()) pageHost().back();
  else leaveFor(fallbackHref);
}

/** Leaves for `href` with a full page load, whoever routes (another site, another deployment's page). */
export function leaveFor(href: string): void {
  pageHost().assign(href);
}

/** Loads a route's page in full, whoever routes (a portal sending the visitor into the application). */
export function leaveForRoute(name: RouteName, params?: RouteParams, search?: RouteSearch): void {
  leaveFor(routeHref(name, params, search));
}

/** Loads the page an embedding page asked for after sign-in, when it is ours; else the dashboard. */
export function leaveForRedirect(target: string): void {
  leaveFor(safeRedirect(target, location.origin, $config.get().basePath));
}

/** Loads the current page again (a screen whose module failed to load). */
export function reloadPage(): void {
  pageHost().reload();
}

/** Redirects in a row before giving up on a guard that keeps answering (a misconfigured route table). */
const MAX_REDIRECTS = 8;
let redirects = 0;

function evaluate(): void {
  if (!$sessionChecked.get()) return;
  const state = routeStateOf(appRouter().get());
  const { basePath } = $config.get();
  const context = {
    signedIn: $signedIn.get(),
    joinPhase: $join.get().phase,
    basePath,
    origin: location.origin,
  };
  const redirect = redirects < MAX_REDIRECTS ? guardRoute(state, context) : null;
  if (redirect !== null) {
    redirects++;
    navigate(redirect, true);
    return;
  }
  redirects = 0;
  const shown = $route.get();
  if (JSON.stringify(shown) !== JSON.stringify(state)) $route.set(state);
}

let scheduled = false;

/** Guards run after the router finished its own push, so a redirect replaces the new entry, not the one before. */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    evaluate();
  });
}

function onLoginRequired(required: boolean): void {
  if (!required) return;
  navigate(loginPath(rememberedPage($route.get(), $config.get().basePath), $config.get().basePath), true);
}

function onJoinPhase(): void {
  const route = $route.get();
  // Spec 4: the first RTC message (phase connected) takes the guest to the live route.
  if (route?.name === 'webrtc' && $join.get().phase === 'connected' && route.search.umi) {
    redirectRoute('webrtc-live', {}, { umi: route.search.umi });
  }
}

/** Starts routing the page (idempotent per caller); the returned function stops it. */
export function startRouting(): () => void {
  routing++;
  if (history.state === null) markEntry(0);
  const stops = [
    appRouter().subscribe(schedule),
    $sessionChecked.listen(schedule),
    $signedIn.listen(schedule),
    $loginRequired.listen(onLoginRequired),
    $join.listen(onJoinPhase),
  ];
  return () => {
    routing--;
    for (const stop of stops) stop();
  };
}
