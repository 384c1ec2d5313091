import { AuditAdmin } from '../screens/admin/audit/audit-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
 * @summary The audit area of the administration console, for system administrators: every change made through
 * the API and every sign-in, filtered by who, operation, record, outcome and period, newest first; one entry with
 * each field's old and new value (secrets only as changed); the check of the trail's hash chain; the CSV export.
 * Alone on a page it shares the session a sign-in left.
 * @attr lang - interface language (cs, de, en, fr, hu, es)
 * @attr api-base - base URL of the JSON API
 * @attr theme-url - custom theme file
 * @attr route - `audit` (the trail, default) or `auditEntry` (one entry, with `params`)
 * @attr params - JSON `{"id": "42"}` with route `auditEntry`
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
