import { PortalJoin } from '../screens/join/portal-join';
import { defineElement } from './define';

/**
 * @summary Join a meeting from a portal page: the visitor enters the meeting ID and PIN code; once the
 * deployment accepts them, its meeting join page opens in the same tab ("Invalid meeting identifiers." if not).
 * @attr meeting-id - a meeting ID to fill in
 * @attr app-url - the deployment's application address (default `/meet/` of this origin); its API is under it
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API (default: under app-url)
 * @attr theme-url - custom theme file
 * @csspart card - the form's frame
 * @cssproperty --meet-primary - join button colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetJoin = defineElement('meet-join', PortalJoin, {
  props: { meetingId: 'string', appUrl: 'string' },
});

/** The `<meet-join>` element with its properties. */
export interface MeetJoinElement extends InstanceType<typeof MeetJoin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-join': MeetJoinElement;
  }
}
