// Administration of organizations: list, add, detail with subscriptions and managers, new subscriptions.
import { randomUUID } from 'node:crypto';
import type { Context } from '../context';
import { ApiError, invalid, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { contains, page } from '../lib/list';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_FROM,
  type SubscriptionRow,
  subscriptionByUid,
  subscriptionDetail,
  subscriptionSummary,
} from '../lib/subscriptions';
import { nowIso } from '../lib/time';
import { requireUserByEmail } from './users';

function organizationOf(context: Context, uid: string): Schemas['Organization'] {
  const { db } = context;
  const org = db.prepare('SELECT uid, name, machine_id FROM organizations WHERE uid = ?').get(uid) as
    | { uid: string; name: string; machine_id: string }
    | undefined;
  if (!org) throw notFound('Organization');
  const subscriptions = (
    db
      .prepare(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE s.organization_uid = ? ORDER BY s.creation_date`,
      )
      .all(uid) as SubscriptionRow[]
  ).map(subscriptionSummary);
  const managers = db
    .prepare(
      `SELECT u.id AS userId, u.email, u.first_name AS firstName, u.last_name AS lastName, u.language
       FROM organization_managers m JOIN users u ON u.id = m.user_id WHERE m.organization_uid = ? ORDER BY u.email`,
    )
    .all(uid) as Schemas['Manager'][];
  return { uid: org.uid, name: org.name, machineId: org.machine_id, subscriptions, managers };
}

/** Handlers of organization administration. */
export function organizationHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    listOrganizations: (request) =>
      page(db, {
        columns: `o.uid, o.name, o.machine_id AS machineId,
          (SELECT COUNT(*) FROM subscriptions s WHERE s.organization_uid = o.uid) AS subscriptionCount,
          (SELECT COUNT(*) FROM organization_managers m WHERE m.organization_uid = o.uid) AS managerCount`,
        from: 'organizations o',
        filters: { name: contains('o.name'), machineId: contains('o.machine_id') },
        sorts: {
          name: 'o.name',
          machineId: 'o.machine_id',
          subscriptionCount: 'subscriptionCount',
          managerCount: 'managerCount',
        },
        defaultSort: 'name',
        tiebreak: 'o.uid',
        query: request.query,
        map: (row: Schemas['OrganizationSummary']) => row,
      }),

    createOrganization: (request) => {
      if (db.prepare('SELECT 1 FROM organizations WHERE name = ?').get(request.body.name)) {
        throw new ApiError(1006, 'An organization with this name already exists.');
      }
      const uid = randomUUID();
      db.prepare('INSERT INTO organizations (uid, name, machine_id) VALUES (?, ?, ?)').run(
        uid,
        request.body.name,
        request.body.machineId ?? '',
      );
      return organizationOf(context, uid);
    },

    getOrganization: (request) => organizationOf(context, request.params.uid),

    updateOrganization: (request) => {
      const { uid } = organizationOf(context, request.params.uid);
      const name = request.body.name.trim();
      if (name === '') throw invalid('The name is empty.');
      if (db.prepare('SELECT 1 FROM organizations WHERE name = ? AND uid <> ?').get(name, uid)) {
        throw new ApiError(1006, 'An organization with this name already exists.');
      }
      db.prepare('UPDATE organizations SET name = ?, machine_id = COALESCE(?, machine_id) WHERE uid = ?').run(
        name,
        request.body.machineId ?? null,
        uid,
      );
      return organizationOf(context, uid);
    },

    deleteOrganization: (request) => {
      const { uid, subscriptions } = organizationOf(context, request.params.uid);
      if (subscriptions.length > 0) {
        throw new ApiError(1004, 'The organization holds subscriptions: it cannot be deleted.', {
          status: 409,
        });
      }
      db.prepare('DELETE FROM organizations WHERE uid = ?').run(uid);
      return undefined;
    },

    createSubscription: (request) => {
      organizationOf(context, request.params.uid);
      const body = request.body;
      if (!body.perpetual && !body.endDate) throw invalid('A dated subscription needs an end date.');
      const uid = randomUUID();
      db.prepare(
        `INSERT INTO subscriptions (uid, organization_uid, product, seats, max_organizers, end_date, perpetual, enabled, creation_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      ).run(
        uid,
        request.params.uid,
        body.product,
        body.seats,
        body.maxOrganizers,
        body.perpetual ? null : body.endDate,
        body.perpetual ? 1 : 0,
        nowIso(),
      );
      return subscriptionDetail(subscriptionByUid(db, uid));
    },

    addOrganizationManager: (request) => {
      organizationOf(context, request.params.uid);
      const user = requireUserByEmail(context, request.body.email);
      const { changes } = db
        .prepare('INSERT OR IGNORE INTO organization_managers (organization_uid, user_id) VALUES (?, ?)')
        .run(request.params.uid, user.id);
      if (changes === 0) throw new ApiError(1006, 'This user already manages the organization.');
      return {
        userId: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        language: user.language,
      };
    },

    removeOrganizationManager: (request) => {
      const { changes } = db
        .prepare('DELETE FROM organization_managers WHERE organization_uid = ? AND user_id = ?')
        .run(request.params.uid, request.params.userId);
      if (changes === 0) throw notFound('Manager');
      return undefined;
    },
  };
}
