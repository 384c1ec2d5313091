import { AdminConsole } from '../screens/app/admin-console';
import { defineElement } from './define';

/**
 * @summary The administration console: the header with the areas the signed-in user's roles may see, and
 * each area's screens under the application's routes (`/meet/users`, `/meet/tags/7`, ...). A signed-in route
 * outside the console shows the first area the user may see.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @csspart app - the console's frame
 * @csspart header - the header with the menu
 * @cssproperty --meet-secondary - header background
 * @cssproperty --meet-primary - marks the current area
 */
export const MeetAdminConsole = defineElement('meet-admin-console', AdminConsole);

/** The `<meet-admin-console>` element with its properties. */
export interface MeetAdminConsoleElement extends InstanceType<typeof MeetAdminConsole> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-admin-console': MeetAdminConsoleElement;
  }
}
