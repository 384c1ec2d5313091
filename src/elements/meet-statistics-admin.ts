// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { StatisticsAdmin } from '../screens/admin/statistics/statistics-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The statistics area of the administration console: the configuration, operator statistics per day with their filters, charts and tables, the top 5 subscriptions and organizers, and the customer ranking. Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `statistic` (default) or `customerRanking`
 * @attr params - JSON route parameters (accepted like every area's; this area's routes take none)
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetStatisticsAdmin = defineElement('meet-statistics-admin', StatisticsAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-statistics-admin>` element with its properties. */
export interface MeetStatisticsAdminElement extends InstanceType<typeof MeetStatisticsAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-statistics-admin': MeetStatisticsAdminElement;
  }
}
