// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { SubscriptionAdmin } from '../screens/admin/subscription/subscription-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The subscription area of the administration console: every subscription of every organization, those exceeding their organizer limit, and one subscription with its organizers, forced contacts, features, gateways and statistics, and its organizer ranking. Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `subscriptions` (default), `exceedingOrganizers`, `subscription` (with `params`) or `organizerRanking` (with `params`)
 * @attr params - JSON `{"uid": "…"}` with route `subscription` or `organizerRanking`
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetSubscriptionAdmin = defineElement('meet-subscription-admin', SubscriptionAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-subscription-admin>` element with its properties. */
export interface MeetSubscriptionAdminElement extends InstanceType<typeof MeetSubscriptionAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-subscription-admin': MeetSubscriptionAdminElement;
  }
}
