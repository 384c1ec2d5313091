import { StandaloneLogin } from '../screens/login/standalone-login';
import { defineElement } from './define';

/**
 * @summary The login screen alone, for a portal: e-mail or username and password, captcha, forgot-password
 * link and single sign-on; a stored session is restored, a signed-in user can open Meet or log out.
 * @attr redirect-to - an address under the application's base path opened after signing in (else stay)
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @event meet-signed-in - a sign-in succeeded (detail: { username })
 * @csspart page - the page around the card
 * @csspart card - the sign-in card
 * @cssproperty --meet-primary - primary button and accents
 * @cssproperty --meet-neutral-lighter-100 - page background
 */
export const MeetLogin = defineElement('meet-login', StandaloneLogin, {
  props: { redirectTo: 'string' },
  events: { onMeetSignedIn: 'meet-signed-in' },
});

/** The `<meet-login>` element with its properties. */
export interface MeetLoginElement extends InstanceType<typeof MeetLogin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-login': MeetLoginElement;
  }
}
