// Routing of the whole application (spec 2): route table, guards, navigation, header menu rule.
export { startApp } from './app-start';
export { webviewDeepLink } from './deep-link';
export { afterLoginPath, guardRoute, REDIRECT_PARAM, rememberedPage } from './guards';
export { $pendingLeave, hasUnsavedEdits, holdWhileEdited, stayOnPage } from './leave-guard';
export { handleLinkClick, isAppPath } from './links';
export { isSelected, type MenuItem, menuItems, type Role, rolesOf } from './menu';
export {
  $route,
  $sessionChecked,
  awaitedRoute,
  goBack,
  goBackOrLeaveFor,
  isRouting,
  leaveFor,
  leaveForRedirect,
  leaveForRoute,
  leavePage,
  navigate,
  openRoute,
  redirectRoute,
  reloadPage,
  routeHref,
  startRouting,
} from './navigation';
export { type PageHost, pageHost, resetPageHost, setPageHost } from './page';
export { buildPath, type RouteParams, type RouteSearch, type RouteState } from './paths';
export { PRELOAD_ERROR_EVENT, type PreloadErrorDetail, preloadScreen } from './preload';
export { NOT_FOUND, ROUTES, type RouteName, routeDefinition, type TableRouteName } from './routes';
export { safeRedirect } from './safe-redirect';
