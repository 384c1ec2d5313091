// Generated from src/core/admin/areas.ts by `npm run manifest`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { AuditAdmin } from '../screens/admin/audit/audit-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The audit trail of the administration console: every change made through the administration API and every sign-in, who made it and what changed (old and new values), a record's own history, the trail's verification and its CSV export; for system administrators.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `audit` (default) or `auditEntry` (with `params`)
 * @attr params - JSON `{"id": "…"}` with route `auditEntry`
 * @csspart admin - the area's frame
 * @cssproperty --meet-primary - buttons and links
 */
export const MeetAuditAdmin = defineElement('meet-audit-admin', AuditAdmin, ADMIN_AREA_ELEMENT);

/** The `<meet-audit-admin>` element with its properties. */
export interface MeetAuditAdminElement extends InstanceType<typeof MeetAuditAdmin> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-audit-admin': MeetAuditAdminElement;
  }
}
