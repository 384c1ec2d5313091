// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { SettingsAdmin } from '../screens/admin/settings/settings-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The settings area of the administration console: the 16 groups of settings, one form each with old values, warnings and write-only secrets; API clients and the GDPR texts' import. The group is the page's `?group=` query (`email`, `gdpr`, ...).
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `setting` (the only route)
 * @attr params - JSON route parameters (accepted like every area's; this area's routes take none)
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetSettingsAdmin = defineElement('meet-settings-admin', SettingsAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-settings-admin>` element with its properties. */
export interface MeetSettingsAdminElement extends InstanceType<typeof MeetSettingsAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-settings-admin': MeetSettingsAdminElement;
  }
}
