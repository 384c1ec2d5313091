// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { MaintenanceAdmin } from '../screens/admin/maintenance/maintenance-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The maintenance planner of the administration console: search the available periods of a day for a duration, validate one (confirmed), see the scheduled periods and delete one (confirmed).
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `maintenance` (the only route)
 * @attr params - JSON route parameters (accepted like every area's; this area's routes take none)
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetMaintenanceAdmin = defineElement('meet-maintenance-admin', MaintenanceAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-maintenance-admin>` element with its properties. */
export interface MeetMaintenanceAdminElement extends InstanceType<typeof MeetMaintenanceAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-maintenance-admin': MeetMaintenanceAdminElement;
  }
}
