// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { TagsAdmin } from '../screens/admin/tags/tags-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The tags area of the administration console: the filtered, sorted, paged list of tags, and one tag with its rules (values, one default), its users with their value and the download of their e-mail list. Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `tags` (default) or `tag` (with `params`)
 * @attr params - JSON `{"id": "…"}` with route `tag`
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetTagsAdmin = defineElement('meet-tags-admin', TagsAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-tags-admin>` element with its properties. */
export interface MeetTagsAdminElement extends InstanceType<typeof MeetTagsAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-tags-admin': MeetTagsAdminElement;
  }
}
