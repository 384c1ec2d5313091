// Plain links inside our shadow roots become in-application navigation: the router cannot see them.
import { $config } from '../config';
import { isRouting, navigate } from './navigation';
import { ROUTES } from './routes';

/** The parts of a click that decide whether the application handles it. */
export type LinkClick = Pick<
  MouseEvent,
  'button' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented' | 'composedPath'
> & { preventDefault(): void };

/** True when `pathname` belongs to the application: under the base path, or one of its top-level routes. */
export function isAppPath(pathname: string, basePath: string): boolean {
  if (pathname.startsWith(basePath) || pathname === basePath.replace(/\/$/, '')) return true;
  return Object.values(ROUTES).some((route) => route.path.startsWith('/') && route.path === pathname);
}

// Pages the server answers itself (API, demo pages, files): the browser loads them.
const SERVER_PATHS = ['services/', 'demo/', 'assets/', 'elements/', 'downloads/'];

/** The anchor a click landed on, through shadow roots. */
function anchorOf(event: LinkClick): HTMLAnchorElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLAnchorElement) return target;
  }
  return null;
}

/**
 * Handles a click on a link of the application (left button, no modifier, no `target`, no `download`,
 * same origin, under the base path): the router opens it instead of the browser. True when handled.
 */
export function handleLinkClick(event: LinkClick): boolean {
  if (!isRouting() || event.defaultPrevented || event.button !== 0) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const link = anchorOf(event);
  if (!link?.href || link.hasAttribute('download') || link.target !== '') return false;
  if (link.rel.split(/\s+/).includes('external')) return false;
  const url = new URL(link.href);
  const { basePath } = $config.get();
  if (url.origin !== location.origin || !isAppPath(url.pathname, basePath)) return false;
  if (SERVER_PATHS.some((path) => url.pathname.startsWith(`${basePath}${path}`))) return false;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
  return true;
}
