// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { OrganizationsAdmin } from '../screens/admin/organizations/organizations-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The organizations area of the administration console: the filtered, sorted, paged list (an organization manager sees only its own), and one organization with its subscriptions and managers. Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `organizations` (default) or `organization` (with `params`)
 * @attr params - JSON `{"uid": "…"}` with route `organization`
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetOrganizationsAdmin = defineElement('meet-organizations-admin', OrganizationsAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-organizations-admin>` element with its properties. */
export interface MeetOrganizationsAdminElement extends InstanceType<typeof MeetOrganizationsAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-organizations-admin': MeetOrganizationsAdminElement;
  }
}
