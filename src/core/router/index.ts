// Routing of the whole application (spec 2): route table, guards, navigation, header menu rule.
export { startApp } from './app-start';
export { webviewDeepLink } from './deep-link';
export { afterLoginPath, guardRoute, REDIRECT_PARAM, rememberedPage } from './guards';
export { handleLinkClick, isAppPath } from './links';
export { isSelected, type MenuItem, menuItems, type Role, rolesOf } from './menu';
export {
  $route,
  $sessionChecked,
  goBack,
  isRouting,
  navigate,
  openRoute,
  redirectRoute,
  routeHref,
  startRouting,
} from './navigation';
export { buildPath, type RouteParams, type RouteSearch, type RouteState } from './paths';
export { PRELOAD_ERROR_EVENT, type PreloadErrorDetail, preloadScreen } from './preload';
export { NOT_FOUND, ROUTES, type RouteName, routeDefinition, type TableRouteName } from './routes';
export { safeRedirect } from './safe-redirect';
