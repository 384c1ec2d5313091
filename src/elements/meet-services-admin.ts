// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { ServicesAdmin } from '../screens/admin/services/services-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The services area of the administration console: server zones (add, rename), meeting servers (enable, accept new meetings), gateways with their capacity and jobs, and the management server, kept up to date while shown.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `service` (the only route)
 * @attr params - JSON route parameters (accepted like every area's; this area's routes take none)
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetServicesAdmin = defineElement('meet-services-admin', ServicesAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-services-admin>` element with its properties. */
export interface MeetServicesAdminElement extends InstanceType<typeof MeetServicesAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-services-admin': MeetServicesAdminElement;
  }
}
