import { WebrtcClient } from '../screens/webrtc/webrtc-client';
import { defineElement } from './define';

/**
 * @summary The browser meeting client: a guest checks camera, microphone and speaker, enters a full name,
 * waits for the host's approval if asked, then sees and hears the others; chat, mute, camera and hang-up.
 * @attr meeting-id - the meeting's unique ID (umi)
 * @attr pin-code - the meeting's PIN code, where PIN codes are required (without it the client asks for none and
 *   sends the guest to the join page, which asks for it)
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @csspart client - the client's frame
 * @cssproperty --meet-primary - accent colour (spinner)
 * @cssproperty --meet-secondary - primary button colour
 * @cssproperty --meet-systemRed - hang-up button colour
 */
export const MeetWebrtcClient = defineElement('meet-webrtc-client', WebrtcClient, {
  props: { meetingId: 'string', pinCode: 'string' },
});

/** The `<meet-webrtc-client>` element with its properties. */
export interface MeetWebrtcClientElement extends InstanceType<typeof MeetWebrtcClient> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-webrtc-client': MeetWebrtcClientElement;
  }
}
