// The signed-in user's own data: profile, password, deletion, tags, features, subscriptions, dashboard.
import { storedHash, verifyPassword } from '../auth/passwords';
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import { type Handlers, type Schemas, userOf } from '../http/types';
import { featuresOf } from '../lib/features';
import { readSettings } from '../lib/settings';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_FROM,
  type SubscriptionRow,
  subscriptionSummary,
} from '../lib/subscriptions';
import { rolesOf, setPassword, type UserRow, userById } from '../lib/users';
import { weeklyMeetings } from '../lib/weekly-meetings';

function me(context: Context, row: UserRow): Schemas['Me'] {
  const managed = context.db
    .prepare(
      `SELECT o.uid, o.name FROM organization_managers m JOIN organizations o ON o.uid = m.organization_uid
       WHERE m.user_id = ? ORDER BY o.name`,
    )
    .all(row.id) as { uid: string; name: string }[];
  return {
    id: row.id,
    login: row.login,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    language: row.language,
    timeZoneID: row.time_zone_id,
    source: row.source,
    roles: rolesOf(row),
    customersManager: managed,
  };
}

async function checkPassword(row: UserRow, received: string): Promise<void> {
  if (!(await verifyPassword(received, row.password_hash))) {
    throw new ApiError(1002, 'The current password is wrong.');
  }
}

/** Handlers of the own-account calls. */
export function accountHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    getMe: (request) => me(context, userById(db, userOf(request).id)),

    updateMe: async (request) => {
      const user = userById(db, userOf(request).id);
      const body = request.body;
      if ('oldPassword' in body) {
        await checkPassword(user, body.oldPassword);
        const hash = await storedHash(body.newPassword);
        setPassword(context, user.id, hash);
        return undefined;
      }
      db.prepare(
        'UPDATE users SET first_name = ?, last_name = ?, language = ?, time_zone_id = ? WHERE id = ?',
      ).run(body.firstName, body.lastName, body.language, body.timeZoneId, user.id);
      return me(context, userById(db, user.id));
    },

    deleteMe: async (request) => {
      const user = userById(db, userOf(request).id);
      await checkPassword(user, request.body.password);
      if (rolesOf(user).includes('systemAdmin')) throw new ApiError(1027);
      db.prepare('DELETE FROM users WHERE id = ?').run(user.id);
      return undefined;
    },

    getMyTags: (request) =>
      db
        .prepare(
          'SELECT t.name AS tag, ut.value FROM user_tags ut JOIN tags t ON t.id = ut.tag_id WHERE ut.user_id = ? ORDER BY t.name',
        )
        .all(userOf(request).id) as Schemas['MyTag'][],

    getGdprAccountText: (request) => {
      const gdpr = readSettings(db, 'gdpr');
      const text = gdpr.enabled ? gdpr.accountMessage[request.query.lang] || gdpr.accountMessage.en : '';
      return { gdprText: Buffer.from(text, 'utf8').toString('base64') };
    },

    getMyFeatures: (request) => {
      const uid = db
        .prepare(
          `SELECT g.subscription_uid FROM organizers g JOIN subscriptions s ON s.uid = g.subscription_uid
           WHERE g.user_id = ? AND s.enabled = 1 ORDER BY g.added_date LIMIT 1`,
        )
        .pluck()
        .get(userOf(request).id) as string | undefined;
      return featuresOf(db, uid);
    },

    getMySubscriptions: (request) =>
      (
        db
          .prepare(
            `SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM}
             WHERE s.uid IN (SELECT subscription_uid FROM organizers WHERE user_id = ?) ORDER BY o.name`,
          )
          .all(userOf(request).id) as SubscriptionRow[]
      ).map(subscriptionSummary),

    getMyDashboard: (request) => {
      const user = userById(db, userOf(request).id);
      const count = (sql: string) => db.prepare(sql).pluck().get(user.id) as number;
      const top = db
        .prepare(
          `SELECT other.full_name AS fullName, other.email, COUNT(DISTINCT other.meeting_uid) AS meetingCount
           FROM attendees mine JOIN attendees other ON other.meeting_uid = mine.meeting_uid
           WHERE mine.user_id = ? AND other.user_id IS NOT NULL AND other.user_id <> mine.user_id
           GROUP BY other.user_id ORDER BY meetingCount DESC, fullName LIMIT 5`,
        )
        .all(user.id) as Schemas['UserDashboard']['topContacts'];
      const row = db
        .prepare('SELECT messages_sent, messages_received, discussions FROM users WHERE id = ?')
        .get(user.id) as { messages_sent: number; messages_received: number; discussions: number };
      return {
        meetingsAsOrganizer: count('SELECT COUNT(*) FROM meetings WHERE creator_id = ?'),
        meetingsAsAttendee: count('SELECT COUNT(DISTINCT meeting_uid) FROM attendees WHERE user_id = ?'),
        messagesSent: row.messages_sent,
        messagesReceived: row.messages_received,
        contacts: count(
          `SELECT COUNT(DISTINCT other.user_id) FROM attendees mine JOIN attendees other ON other.meeting_uid = mine.meeting_uid
           WHERE mine.user_id = ? AND other.user_id IS NOT NULL AND other.user_id <> mine.user_id`,
        ),
        discussions: row.discussions,
        topContacts: top,
        weeklyMeetings: weeklyMeetings(db, user.id),
      };
    },
  };
}
