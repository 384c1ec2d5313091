import { Dashboard } from '../screens/dashboard/dashboard';
import { defineElement } from './define';

/**
 * @summary The dashboards: the system dashboard first for administrators and system administrators,
 * then the signed-in user's own (meetings, messages, contacts, discussions, top 5 contacts). Alone on a
 * page it restores the session a previous sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @csspart dashboard - the screen's frame
 * @cssproperty --meet-primary - first chart colour after blue
 * @cssproperty --meet-systemBlue - first chart colour
 */
export const MeetDashboard = defineElement('meet-dashboard', Dashboard);

/** The `<meet-dashboard>` element with its properties. */
export interface MeetDashboardElement extends InstanceType<typeof MeetDashboard> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-dashboard': MeetDashboardElement;
  }
}
