// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { ResourcesAdmin } from '../screens/admin/resources/resources-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The resources area: what the deployment has left (seats, organizers, storage, meeting servers, gateway channels: used of total) and what it hands out (client downloads per platform, the API description and element manifest for integrators, help and support addresses), each address copyable (dist-spec/resources.md).
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `resources` (the only route)
 * @attr params - JSON route parameters (accepted like every area's; this area's routes take none)
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetResourcesAdmin = defineElement('meet-resources-admin', ResourcesAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-resources-admin>` element with its properties. */
export interface MeetResourcesAdminElement extends InstanceType<typeof MeetResourcesAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-resources-admin': MeetResourcesAdminElement;
  }
}
