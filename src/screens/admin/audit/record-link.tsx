import type { ReactNode } from 'react';
import { type RouteName, type RouteParams, type RouteSearch, routeHref } from '../../../core/router';

/** The page of each record type that has one: its route, and how the record's key fills it. */
const PAGES: Record<string, (id: string) => [RouteName, RouteParams | undefined, RouteSearch?]> = {
  user: (id) => ['user', { id }],
  organization: (uid) => ['organization', { uid }],
  subscription: (uid) => ['subscription', { uid }],
  meeting: (uid) => ['meetingInfo', { uid }],
  tag: (id) => ['tag', { id }],
  settings: (group) => ['setting', undefined, { group }],
};

/** A record named in the trail, linked to its page when it has one (it may since have been deleted). */
export function RecordLink({ type, id, children }: { type: string; id: string; children: ReactNode }) {
  const page = Object.hasOwn(PAGES, type) ? PAGES[type]?.(id) : undefined;
  return page ? <a href={routeHref(...page)}>{children}</a> : children;
}
