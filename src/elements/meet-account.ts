import { Account } from '../screens/account/account';
import { defineElement } from './define';

/**
 * @summary The signed-in user's own account: information, password change, features, tags, subscriptions
 * and account deletion. Alone on a page it restores the session a previous sign-in left; add
 * `<meet-toast>` to show its notifications.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr search - JSON `{"tab": "password"}` opens a section: information, password, features, tags, subscriptions or delete
 * @csspart account - the screen's frame
 * @csspart tablist - the section tabs
 * @cssproperty --meet-primary - buttons and the selected tab
 * @cssproperty --meet-systemRed - the delete button and errors
 */
export const MeetAccount = defineElement('meet-account', Account, { props: { search: 'json' } });

/** The `<meet-account>` element with its properties. */
export interface MeetAccountElement extends InstanceType<typeof MeetAccount> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-account': MeetAccountElement;
  }
}
