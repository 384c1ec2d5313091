// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { FilesAdmin } from '../screens/admin/files/files-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The files area of the administration console: the storage summary with its gauge and the stored files, paged and sorted by the server, searchable by meeting unique ID. Alone on a page it shares the session.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `file` (the only route)
 * @attr params - JSON route parameters (accepted like every area's; this area's routes take none)
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetFilesAdmin = defineElement('meet-files-admin', FilesAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-files-admin>` element with its properties. */
export interface MeetFilesAdminElement extends InstanceType<typeof MeetFilesAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-files-admin': MeetFilesAdminElement;
  }
}
