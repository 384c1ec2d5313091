// Administration of subscriptions: lists, detail, groups, disabling, features, gateways, statistics, ranking.
import type { Context } from '../context';
import { ApiError, invalid } from '../http/errors';
import type { Handlers } from '../http/types';
import { readGroup } from '../ldap/groups';
import { featuresOf, isNumericFeature } from '../lib/features';
import { contains, dateRange, type FilterSpec, flag, type ListQuery, oneOf, page } from '../lib/list';
import { readSettings } from '../lib/settings';
import {
  EXCEEDING_SQL,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_FROM,
  subscriptionByUid,
  subscriptionDetail,
  subscriptionSummary,
} from '../lib/subscriptions';
import { period } from '../lib/time';
import { accountFor, type Identity } from '../sso/accounts';
import { organizerRanking, statisticsOf } from './statistics-queries';
import { subscriptionPeopleHandlers } from './subscription-people';

const FILTERS: FilterSpec = {
  organization: contains('o.name'),
  product: oneOf('s.product', ['Meet Enterprise', 'Meet Business', 'Meet Education', 'Meet Trial']),
  perpetual: flag('s.perpetual'),
  enabled: flag('s.enabled'),
  endDate: dateRange('s.end_date'),
};

const SORTS: Record<string, string> = {
  organizationName: 'o.name',
  product: 's.product',
  seats: 's.seats',
  maxOrganizers: 's.max_organizers',
  organizerCount: 'organizer_count',
  exceeding: EXCEEDING_SQL,
  endDate: 's.end_date',
};

function list(context: Context, query: ListQuery, exceedingOnly: boolean) {
  return page(context.db, {
    columns: SUBSCRIPTION_COLUMNS,
    from: SUBSCRIPTION_FROM,
    base: exceedingOnly ? { sql: `${EXCEEDING_SQL} > 0`, params: [] } : undefined,
    filters: FILTERS,
    sorts: SORTS,
    defaultSort: 'organizationName',
    tiebreak: 's.uid',
    query,
    map: subscriptionSummary,
  });
}

/**
 * The reference server's SSO groups: the members of a group are the users of source SSO whose e-mail domain is
 * one of the organization's (those of its managers and organizers, example.com aside).
 */
function ssoGroupMembers(context: Context, organizationUid: string): number[] {
  const domainOf = "lower(substr(email, instr(email, '@') + 1))";
  const domains = (
    context.db
      .prepare(
        `SELECT DISTINCT ${domainOf} FROM users WHERE id IN (
           SELECT user_id FROM organization_managers WHERE organization_uid = ?
           UNION SELECT g.user_id FROM organizers g JOIN subscriptions s ON s.uid = g.subscription_uid
           WHERE s.organization_uid = ?)`,
      )
      .pluck()
      .all(organizationUid, organizationUid) as string[]
  ).filter((domain) => domain !== 'example.com');
  if (domains.length === 0) return [];
  return context.db
    .prepare(
      `SELECT id FROM users WHERE source = 'SSO' AND ${domainOf} IN (${domains.map(() => '?').join(', ')})`,
    )
    .pluck()
    .all(...domains) as number[];
}

/** The accounts of an LDAP group's members, created (source LDAP) for those who have none. */
function ldapGroupMembers(context: Context, members: Identity[]): number[] {
  return members.flatMap((member) => accountFor(context.db, member, 'LDAP', true)?.id ?? []);
}

/** Makes `members` the subscription's organizers of `source`, in place of the old ones. */
function syncGroup(context: Context, uid: string, source: 'LDAP' | 'SSO', members: number[]) {
  const { db } = context;
  db.prepare('DELETE FROM organizers WHERE subscription_uid = ? AND source = ?').run(uid, source);
  const add = db.prepare(
    'INSERT OR IGNORE INTO organizers (subscription_uid, user_id, added_date, source) VALUES (?, ?, ?, ?)',
  );
  const now = new Date().toISOString();
  for (const id of members) add.run(uid, id, now, source);
}

/** Handlers of subscription administration. */
export function subscriptionHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    ...subscriptionPeopleHandlers(context),
    listSubscriptions: (request) => list(context, request.query, false),
    listExceedingSubscriptions: (request) => list(context, request.query, true),
    getSubscription: (request) => subscriptionDetail(subscriptionByUid(db, request.params.uid)),

    updateSubscription: async (request) => {
      const current = subscriptionByUid(db, request.params.uid);
      if (!current.enabled) throw new ApiError(1025, 'This subscription is disabled.');
      const {
        ldapGroup = current.ldap_group,
        ssoGroup = current.sso_group,
        product = current.product,
        seats = current.seats,
        maxOrganizers = current.max_organizers,
        perpetual = current.perpetual === 1,
        endDate = current.end_date ?? undefined,
      } = request.body;
      if (!perpetual && !endDate) throw invalid('A dated subscription needs an end date.');
      // The directory answers first: when it fails, nothing is written.
      const ldapMembers = request.body.ldapGroup?.trim()
        ? await readGroup(context, request.body.ldapGroup.trim())
        : [];
      db.transaction(() => {
        db.prepare(
          `UPDATE subscriptions SET ldap_group = ?, sso_group = ?, product = ?, seats = ?, max_organizers = ?,
             perpetual = ?, end_date = ? WHERE uid = ?`,
        ).run(
          ldapGroup,
          ssoGroup,
          product,
          seats,
          maxOrganizers,
          perpetual ? 1 : 0,
          perpetual ? null : endDate,
          current.uid,
        );
        // A group read anew: its members become the organizers of its source (they may go beyond the limit).
        if (request.body.ldapGroup !== undefined)
          syncGroup(context, current.uid, 'LDAP', ldapGroupMembers(context, ldapMembers));
        if (request.body.ssoGroup !== undefined)
          syncGroup(
            context,
            current.uid,
            'SSO',
            ssoGroup.trim() === '' ? [] : ssoGroupMembers(context, current.organization_uid),
          );
      })();
      return subscriptionDetail(subscriptionByUid(db, current.uid));
    },

    disableSubscription: (request) => {
      const current = subscriptionByUid(db, request.params.uid);
      if (!current.enabled) throw new ApiError(1025, 'This subscription is already disabled.');
      db.prepare('UPDATE subscriptions SET enabled = 0 WHERE uid = ?').run(current.uid);
      return subscriptionDetail(subscriptionByUid(db, current.uid));
    },

    getSubscriptionFeatures: (request) => featuresOf(db, subscriptionByUid(db, request.params.uid).uid),

    updateSubscriptionFeatures: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      for (const feature of request.body.features) {
        if (isNumericFeature(feature.name) !== (typeof feature.value === 'number')) {
          throw new ApiError(1026, `Wrong kind of value for ${feature.name}.`);
        }
      }
      const save = db.prepare(
        'INSERT INTO subscription_features (subscription_uid, name, value) VALUES (?, ?, ?) ON CONFLICT(subscription_uid, name) DO UPDATE SET value = excluded.value',
      );
      db.transaction(() => {
        for (const feature of request.body.features)
          save.run(uid, feature.name, JSON.stringify(feature.value));
      })();
      return featuresOf(db, uid);
    },

    getSubscriptionGateways: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const features = featuresOf(db, uid);
      const gateways = db
        .prepare('SELECT type, SUM(total) AS total FROM gateways GROUP BY type ORDER BY id')
        .all() as {
        type: 'REC' | 'H323_SIP_IN' | 'H323_OUT' | 'SIP_OUT' | 'PSTN_OUT' | 'PSTN_IN' | 'WebRTC';
        total: number;
      }[];
      const used = db.prepare(
        `SELECT COUNT(*) FROM gateway_jobs j JOIN meetings m ON m.uid = j.meeting_uid
         WHERE m.subscription_uid = ? AND j.type = ? AND j.state IN ('pending', 'running')`,
      );
      return gateways.map((g) => ({
        type: g.type,
        enabled: features.find((f) => f.name === `Gateway_${g.type}`)?.value === true,
        used: used.pluck().get(uid, g.type) as number,
        total: g.total,
      }));
    },

    getSubscriptionStatistics: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const days = readSettings(db, 'statistics').defaultPeriodDays;
      const range = period(request.query.from, request.query.to, days);
      return statisticsOf(db, range, { sql: 'm.subscription_uid = ?', params: [uid] });
    },

    getOrganizerRanking: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const range = period(
        request.query.from,
        request.query.to,
        readSettings(db, 'statistics').defaultPeriodDays,
      );
      return organizerRanking(db, range, request.query.limit ?? 5, {
        sql: 'm.subscription_uid = ?',
        params: [uid],
      });
    },
  };
}
