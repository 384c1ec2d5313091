// The header's menu (spec 2 "Navigation rules") and who sees which item. The specification leaves the
// role-to-screen rules open ("not shown"); administration items are the areas of core/admin/areas.ts, seen by
// the roles of each area's operation in the contract (`x-roles`), so an item never leads to a screen whose
// calls would answer 403. dist-spec/roles.md has the table.
import { ADMIN_AREAS, type AdminArea, type Role, visibleAreas } from '../admin/areas';
import type { TableRouteName } from './routes';

export type { Role };

/** One item of the header's menu: a route of the application, or the help center (an outside site). */
export interface MenuItem {
  id: string;
  /** The route it opens; none for the help center (its address comes from the public settings). */
  route?: TableRouteName;
  /** `personal` items are everyone's; `administration` items form their own group. */
  group: 'personal' | 'administration';
  /** Detail routes under the item's own: the item stays selected there. */
  also?: readonly TableRouteName[];
}

const personal = (id: string, route?: TableRouteName): MenuItem => ({ id, route, group: 'personal' });

const EVERYONE = [
  personal('dashboard', 'dashboard'),
  personal('account', 'account'),
  personal('download', 'download'),
  personal('support', 'support'),
  personal('helpCenter'),
];

/** The menu item of an area: its first route; its other routes and those of the areas under it keep it selected. */
function areaItem(area: AdminArea): MenuItem {
  const [route, ...own] = Object.keys(area.routes) as TableRouteName[];
  const below = ADMIN_AREAS.filter((other) => 'under' in other && other.under === area.id);
  const also = [...own, ...below.flatMap((other) => Object.keys(other.routes) as TableRouteName[])];
  return { id: area.id, route, group: 'administration', also };
}

/** True for one of the contract's roles. */
export function isRole(value: unknown): value is Role {
  return value === 'userManager' || value === 'administrator' || value === 'systemAdmin';
}

/** The roles of the signed-in user (`$me.roles`), none when unknown. */
export function rolesOf(me: unknown): Role[] {
  const roles = (me as { roles?: unknown } | null)?.roles;
  return Array.isArray(roles) ? roles.filter(isRole) : [];
}

/**
 * The menu a signed-in user with `roles` sees: everyone has dashboard, account, downloads, support and
 * the help center (logout is the header's own button); user managers add users and tags; administrators
 * add organizations, meetings, files, statistics, resources, services and maintenance; system
 * administrators add settings; an organization manager (`manager`) also organizations.
 */
export function menuItems(roles: readonly Role[], manager = false): MenuItem[] {
  const items = visibleAreas(roles, manager).filter((area) => !('under' in area));
  return [...EVERYONE, ...items.map(areaItem)];
}

/** True when the header marks `item` selected on `route` (its own route or one of its detail routes). */
export function isSelected(item: MenuItem, route: string | undefined): boolean {
  if (!item.route || !route) return false;
  return item.route === route || (item.also ?? []).some((name) => name === route);
}
