// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { UsersAdmin } from '../screens/admin/users/users-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The users area of the administration console: the filtered, sorted, paged list with import, export and e-mail migration, and one user's detail. Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `users` (default) or `user` (with `params`)
 * @attr params - JSON `{"id": "…"}` with route `user`
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetUsersAdmin = defineElement('meet-users-admin', UsersAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-users-admin>` element with its properties. */
export interface MeetUsersAdminElement extends InstanceType<typeof MeetUsersAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-users-admin': MeetUsersAdminElement;
  }
}
