// The administration console's one table: every area with its routes and the contract operation that lists it.
// Routes, the header menu and the lazy screen sources are derived from it, the roles that see an area are the
// `x-roles` of its operation (through the generated area-roles.ts), and `npm run manifest` writes each area's
// `<meet-<id>-admin>` element (src/elements/meet-<id>-admin.ts) from its row and the comment above it.
import type { OPERATIONS } from '../api/operations';
import type { components } from '../api/schema';
import { AREA_ROLES } from './area-roles';

/** A role of the contract. */
export type Role = components['schemas']['Role'];

/** One area: its id (menu entry `menu.<id>`, element `meet-<id>-admin`), its routes, its list operation. */
export interface AdminAreaRow {
  id: string;
  /** Route name -> path under the base path; the first is the area's own (the menu opens it). */
  routes: Record<string, string>;
  /** The operation that lists (or loads) the area: its `x-roles` decide who sees the area. */
  operation: keyof typeof OPERATIONS;
  /** An area reached from another one's screens: no menu item of its own, it keeps that area's selected. */
  under?: string;
  /**
   * Organization managers (an organization in their `customersManager`) see the area too, whatever their
   * roles: the contract opens its reads to them (`x-organization-managers`); the server keeps them to their own.
   */
  managers?: boolean;
}

/**
 * Every area, in menu order. Fixed paths come before parameters that would also match them
 * (`subscriptions/exceeding-organizers` before `subscriptions/:uid`). The comment above a row is its element's
 * summary in the custom elements manifest.
 */
export const ADMIN_AREAS = [
  /**
   * The users area of the administration console: the filtered, sorted, paged list with import, export and
   * e-mail migration, and one user's detail. Alone on a page it shares the session a sign-in left.
   */
  { id: 'users', routes: { users: 'users', user: 'users/:id' }, operation: 'listUsers' },
  /**
   * The tags area of the administration console: the filtered, sorted, paged list of tags, and one tag with
   * its rules (values, one default), its users with their value and the download of their e-mail list. Alone on a
   * page it shares the session a sign-in left.
   */
  { id: 'tags', routes: { tags: 'tags', tag: 'tags/:id' }, operation: 'listTags' },
  /**
   * The organizations area of the administration console: the filtered, sorted, paged list (an organization
   * manager sees only its own), and one organization with its subscriptions and managers. Alone on a page it shares
   * the session a sign-in left.
   */
  {
    id: 'organizations',
    routes: { organizations: 'organizations', organization: 'organizations/:uid' },
    operation: 'listOrganizations',
    managers: true,
  },
  /**
   * The subscription area of the administration console: every subscription of every organization, those
   * exceeding their organizer limit, and one subscription with its organizers, forced contacts, features, gateways
   * and statistics, and its organizer ranking. Alone on a page it shares the session a sign-in left.
   */
  {
    id: 'subscription',
    routes: {
      subscriptions: 'subscriptions',
      exceedingOrganizers: 'subscriptions/exceeding-organizers',
      subscription: 'subscriptions/:uid',
      organizerRanking: 'subscriptions/:uid/organizer-ranking',
    },
    operation: 'listSubscriptions',
    under: 'organizations',
    managers: true,
  },
  /**
   * The meetings area of the administration console: the filtered, sorted, paged list, one meeting's detail
   * (summary, attendees kept up while it runs, quality, stop, delete) and its attachments and videos. Alone on a
   * page it shares the session a sign-in left.
   */
  {
    id: 'meetings',
    routes: {
      meeting: 'meeting',
      meetingInfo: 'meeting/:uid',
      meetingAttachmentInfo: 'meeting/:uid/attachment-file',
    },
    operation: 'listMeetings',
  },
  /**
   * The files area of the administration console: the storage summary with its gauge and the stored files,
   * paged and sorted by the server, searchable by meeting unique ID. Alone on a page it shares the session.
   */
  { id: 'files', routes: { file: 'file' }, operation: 'listFiles' },
  /**
   * The statistics area of the administration console: the configuration, operator statistics per day with
   * their filters, charts and tables, the top 5 subscriptions and organizers, and the customer ranking. Alone on a
   * page it shares the session a sign-in left.
   */
  {
    id: 'statistics',
    routes: { statistic: 'statistic', customerRanking: 'statistic/customer-ranking' },
    operation: 'getStatistics',
  },
  /**
   * The system's resources: the figures of the system dashboard, for the same roles.
   */
  { id: 'resources', routes: { resources: 'resources' }, operation: 'getSystemDashboard' },
  /**
   * The services area of the administration console: server zones (add, rename), meeting servers (enable,
   * accept new meetings), gateways with their capacity and jobs, and the management server, kept up to date while
   * shown.
   */
  { id: 'services', routes: { service: 'service' }, operation: 'listMeetingServers' },
  /**
   * The maintenance planner of the administration console: search the available periods of a day for a
   * duration, validate one (confirmed), see the scheduled periods and delete one (confirmed).
   */
  { id: 'maintenance', routes: { maintenance: 'maintenance' }, operation: 'listMaintenancePeriods' },
  /**
   * The settings area of the administration console: the 16 groups of settings, one form each with old
   * values, warnings and write-only secrets; API clients and the GDPR texts' import. The group is the page's
   * `?group=` query (`email`, `gdpr`, ...).
   */
  { id: 'settings', routes: { setting: 'setting' }, operation: 'getGeneralSettings' },
] as const satisfies readonly AdminAreaRow[];

/** One area of the table. */
export type AdminArea = (typeof ADMIN_AREAS)[number];
/** The id of an area. */
export type AdminAreaId = AdminArea['id'];
type KeysOf<T> = T extends unknown ? keyof T : never;
/** The name of a route of the administration console. */
export type AdminRouteName = KeysOf<AdminArea['routes']> & string;

/** The roles that may see an area: those of its operation's `x-roles` in the contract. */
export function areaRoles(area: AdminAreaRow): readonly Role[] {
  return (AREA_ROLES as Record<string, readonly Role[]>)[area.operation] ?? [];
}

/** The area a route belongs to, if any. */
export function areaOfRoute(route: string | undefined): AdminArea | undefined {
  return ADMIN_AREAS.find((area) => route !== undefined && Object.hasOwn(area.routes, route));
}

/** The area of an id. */
export function areaById(id: string): AdminArea | undefined {
  return ADMIN_AREAS.find((area) => area.id === id);
}

/** True when the signed-in user (`$me`) manages an organization. */
export function managesOrganizations(me: unknown): boolean {
  const managed = (me as { customersManager?: unknown } | null)?.customersManager;
  return Array.isArray(managed) && managed.length > 0;
}

/** True when a user with `roles` (and managing organizations or not) may see `area`. */
export function canSeeArea(area: AdminAreaRow, roles: readonly Role[], manager = false): boolean {
  return areaRoles(area).some((role) => roles.includes(role)) || (manager && area.managers === true);
}

/** The areas a user with `roles` sees, in menu order (areas `under` another included). */
export function visibleAreas(roles: readonly Role[], manager = false): AdminArea[] {
  return ADMIN_AREAS.filter((area) => canSeeArea(area, roles, manager));
}

/** The custom element of an area: `meet-users-admin`. */
export function areaElementTag(area: AdminAreaRow): `meet-${string}-admin` {
  return `meet-${area.id}-admin`;
}

/** The screen module of an area, relative to the application shell's folder, and its export. */
export function areaScreen(area: AdminAreaRow): { module: string; exportName: string } {
  const pascal = area.id.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
  return { module: `../admin/${area.id}/${area.id}-admin.tsx`, exportName: `${pascal}Admin` };
}
