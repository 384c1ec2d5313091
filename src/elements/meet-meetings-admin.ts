// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { MeetingsAdmin } from '../screens/admin/meetings/meetings-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The meetings area of the administration console: the filtered, sorted, paged list, one meeting's detail (summary, attendees kept up while it runs, quality, stop, delete) and its attachments and videos. Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `meeting` (default), `meetingInfo` (with `params`) or `meetingAttachmentInfo` (with `params`)
 * @attr params - JSON `{"uid": "…"}` with route `meetingInfo` or `meetingAttachmentInfo`
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetMeetingsAdmin = defineElement('meet-meetings-admin', MeetingsAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-meetings-admin>` element with its properties. */
export interface MeetMeetingsAdminElement extends InstanceType<typeof MeetMeetingsAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-meetings-admin': MeetMeetingsAdminElement;
  }
}
