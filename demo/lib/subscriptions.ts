// Subscriptions as rows and as the contract's shapes.
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import type { Schemas } from '../http/types';

/** Columns of a subscription with its organization and organizer counts (alias s for subscriptions). */
export const SUBSCRIPTION_COLUMNS = `s.*, o.name AS organization_name,
  (SELECT COUNT(*) FROM organizers g WHERE g.subscription_uid = s.uid) AS organizer_count,
  (SELECT COUNT(*) FROM forced_contacts c WHERE c.subscription_uid = s.uid) AS forced_contact_count`;
/** Tables of a subscription query. */
export const SUBSCRIPTION_FROM = 'subscriptions s JOIN organizations o ON o.uid = s.organization_uid';
/** Organizers beyond the limit, as an SQL expression. */
export const EXCEEDING_SQL =
  'MAX(0, (SELECT COUNT(*) FROM organizers g WHERE g.subscription_uid = s.uid) - s.max_organizers)';

/** A row of a subscription query. */
export interface SubscriptionRow {
  uid: string;
  organization_uid: string;
  organization_name: string;
  product: string;
  seats: number;
  max_organizers: number;
  end_date: string | null;
  perpetual: number;
  enabled: number;
  ldap_group: string;
  sso_group: string;
  creation_date: string;
  organizer_count: number;
  forced_contact_count: number;
}

/** A subscription row as a list entry. */
export function subscriptionSummary(row: SubscriptionRow): Schemas['SubscriptionSummary'] {
  return {
    uid: row.uid,
    organizationUid: row.organization_uid,
    organizationName: row.organization_name,
    product: row.product,
    seats: row.seats,
    maxOrganizers: row.max_organizers,
    organizerCount: row.organizer_count,
    exceeding: Math.max(0, row.organizer_count - row.max_organizers),
    endDate: row.end_date,
    perpetual: row.perpetual === 1,
    enabled: row.enabled === 1,
  };
}

/** A subscription row in full. */
export function subscriptionDetail(row: SubscriptionRow): Schemas['Subscription'] {
  return {
    ...subscriptionSummary(row),
    ldapGroup: row.ldap_group,
    ssoGroup: row.sso_group,
    forcedContactCount: row.forced_contact_count,
    creationDate: row.creation_date,
  };
}

/** The row of a subscription uid, or a 404. */
export function subscriptionByUid(db: Db, uid: string): SubscriptionRow {
  const row = db
    .prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE s.uid = ?`)
    .get(uid) as SubscriptionRow | undefined;
  if (!row) throw notFound('Subscription');
  return row;
}
