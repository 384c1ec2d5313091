import type { MouseEvent } from 'react';
import {
  goBack,
  hasUnsavedEdits,
  openRoute,
  type RouteName,
  type RouteParams,
  routeHref,
} from '../../../core/router';

/** Props of a back link: the named route it falls back to, its parameters, and its text. */
export interface BackLinkProps {
  route: RouteName;
  params?: RouteParams;
  label: string;
}

/**
 * Back per spec 2: the previous history entry of the application when there is one (a list comes back with its
 * page, sort, filters and size, all held in its address), else the named route (also while a form holds unsaved
 * edits, so the leave prompt asks first). A link to that route, so a new tab
 * still opens somewhere.
 */
export function BackLink({ route, params, label }: BackLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Unsaved edits: the named route, through the navigation that asks before leaving them.
    if (hasUnsavedEdits()) openRoute(route, params);
    else goBack(route, params);
  };
  return (
    <a className="button button--secondary" href={routeHref(route, params)} onClick={onClick}>
      {label}
    </a>
  );
}
