// Organizers and forced contacts of a subscription: list, add, remove, CSV import and export, LDAP sync.
import type { Context } from '../context';
import { ApiError, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { contactsGroupOf, readGroup } from '../ldap/groups';
import { csvRecords, isEmail, toCsv } from '../lib/csv';
import { contains, equals, page, parseFilter, where } from '../lib/list';
import { subscriptionByUid } from '../lib/subscriptions';
import { nowIso } from '../lib/time';
import { userByEmail } from '../lib/users';
import type { Identity } from '../sso/accounts';
import { requireUserByEmail } from './users';

type ImportLine = Schemas['ImportReport']['lines'][number];

const ORGANIZER_COLUMNS = `u.id AS userId, u.first_name AS firstName, u.last_name AS lastName, u.email,
  g.added_date AS addedDate, g.source`;
const ORGANIZER_FROM = 'organizers g JOIN users u ON u.id = g.user_id';
const CONTACT_COLUMNS = 'id, first_name AS firstName, last_name AS lastName, email, source';
// The filters of each list, which its export honours too.
const ORGANIZER_FILTERS = {
  name: contains('u.first_name', 'u.last_name', 'u.email'),
  source: equals('g.source'),
};
const CONTACT_FILTERS = { name: contains('first_name', 'last_name', 'email'), source: equals('source') };

function enabledSubscription(context: Context, uid: string) {
  const subscription = subscriptionByUid(context.db, uid);
  if (!subscription.enabled) throw new ApiError(1025, 'This subscription is disabled.');
  return subscription;
}

/** How many organizers a subscription may still take: its limit is the smaller of its seats and maxOrganizers. */
function organizersLeft(subscription: { seats: number; max_organizers: number; organizer_count: number }) {
  return Math.max(
    0,
    Math.min(subscription.seats, subscription.max_organizers) - subscription.organizer_count,
  );
}

function report(dryRun: boolean, lines: ImportLine[]): Schemas['ImportReport'] {
  const succeeded = lines.filter((l) => l.result === 'success').length;
  return { dryRun, succeeded, failed: lines.length - succeeded, lines };
}

/**
 * Makes the members of the contacts group the subscription's LDAP forced contacts: new members added, LDAP
 * contacts who left removed, the others kept with their names from the directory. Contacts added by hand or
 * imported stay as they are.
 */
function syncContactsOf(context: Context, uid: string, members: Identity[]): Schemas['SyncReport'] {
  const { db } = context;
  const ldapContacts = db
    .prepare("SELECT id, email FROM forced_contacts WHERE subscription_uid = ? AND source = 'LDAP'")
    .all(uid) as { id: number; email: string }[];
  const memberEmails = new Set(members.map((member) => member.email.toLowerCase()));
  const add = db.prepare(
    `INSERT INTO forced_contacts (subscription_uid, email, first_name, last_name, source) VALUES (?, ?, ?, ?, 'LDAP')
     ON CONFLICT (subscription_uid, email) DO UPDATE SET first_name = excluded.first_name,
       last_name = excluded.last_name WHERE source = 'LDAP'`,
  );
  const remove = db.prepare('DELETE FROM forced_contacts WHERE id = ?');
  return db.transaction(() => {
    const gone = ldapContacts.filter((contact) => !memberEmails.has(contact.email.toLowerCase()));
    for (const contact of gone) remove.run(contact.id);
    const before = new Set(ldapContacts.map((contact) => contact.email.toLowerCase()));
    let added = 0;
    for (const member of members) {
      const { changes } = add.run(uid, member.email, member.firstName ?? '', member.lastName ?? '');
      if (!before.has(member.email.toLowerCase())) added += changes;
    }
    return { added, removed: gone.length, kept: ldapContacts.length - gone.length };
  })();
}

/** Handlers of a subscription's people. */
export function subscriptionPeopleHandlers(context: Context): Handlers {
  const { db } = context;
  const addOrganizer = db.prepare(
    'INSERT OR IGNORE INTO organizers (subscription_uid, user_id, added_date, source) VALUES (?, ?, ?, ?)',
  );
  const addContact = db.prepare(
    'INSERT OR IGNORE INTO forced_contacts (subscription_uid, email, first_name, last_name, source) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    listOrganizers: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      return page(db, {
        columns: ORGANIZER_COLUMNS,
        from: ORGANIZER_FROM,
        base: { sql: 'g.subscription_uid = ?', params: [uid] },
        filters: ORGANIZER_FILTERS,
        sorts: {
          email: 'u.email',
          firstName: 'u.first_name',
          lastName: 'u.last_name',
          addedDate: 'g.added_date',
          source: 'g.source',
        },
        defaultSort: 'email',
        tiebreak: 'u.id',
        query: request.query,
        map: (row: Schemas['Organizer']) => row,
      });
    },

    addOrganizer: (request) => {
      const subscription = enabledSubscription(context, request.params.uid);
      const uid = subscription.uid;
      const user = requireUserByEmail(context, request.body.email);
      const exists = db
        .prepare('SELECT 1 FROM organizers WHERE subscription_uid = ? AND user_id = ?')
        .get(uid, user.id);
      if (!exists && organizersLeft(subscription) === 0) {
        throw new ApiError(1025, 'The organizer limit of this subscription is reached.');
      }
      if (addOrganizer.run(uid, user.id, nowIso(), 'MANUAL').changes === 0) {
        throw new ApiError(1006, 'This user is already an organizer.');
      }
      return db
        .prepare(
          `SELECT ${ORGANIZER_COLUMNS} FROM ${ORGANIZER_FROM} WHERE g.subscription_uid = ? AND g.user_id = ?`,
        )
        .get(uid, user.id) as Schemas['Organizer'];
    },

    removeOrganizer: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const { changes } = db
        .prepare('DELETE FROM organizers WHERE subscription_uid = ? AND user_id = ?')
        .run(uid, request.params.userId);
      if (changes === 0) throw notFound('Organizer');
      return undefined;
    },

    importOrganizers: (request) => {
      const subscription = enabledSubscription(context, request.params.uid);
      const uid = subscription.uid;
      let left = organizersLeft(subscription);
      const dryRun = request.query.dryRun === true;
      const records = csvRecords(request.body, ['email']);
      const seen = new Set<string>();
      const lines = db.transaction(() =>
        records.map(({ line, record }): ImportLine => {
          const email = record.email ?? '';
          const result = (value: ImportLine['result']) => ({ line, email, result: value });
          if (!isEmail(email)) return result('invalidEmail');
          const user = userByEmail(db, email);
          if (!user) return result('notFound');
          const exists = db
            .prepare('SELECT 1 FROM organizers WHERE subscription_uid = ? AND user_id = ?')
            .get(uid, user.id);
          if (exists || seen.has(email.toLowerCase())) return result('alreadyExists');
          if (left === 0) return result('limitReached');
          left--;
          seen.add(email.toLowerCase());
          if (!dryRun) addOrganizer.run(uid, user.id, nowIso(), 'IMPORT');
          return result('success');
        }),
      )();
      return report(dryRun, lines);
    },

    exportOrganizers: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const condition = where(parseFilter(request.query.filter, ORGANIZER_FILTERS));
      const rows = db
        .prepare(
          `SELECT ${ORGANIZER_COLUMNS} FROM ${ORGANIZER_FROM} WHERE g.subscription_uid = ? AND ${condition.sql}
           ORDER BY u.email`,
        )
        .all(uid, ...condition.params) as Schemas['Organizer'][];
      return toCsv(['email', 'firstName', 'lastName', 'addedDate', 'source'], rows);
    },

    listForcedContacts: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      return page(db, {
        columns: CONTACT_COLUMNS,
        from: 'forced_contacts',
        base: { sql: 'subscription_uid = ?', params: [uid] },
        filters: CONTACT_FILTERS,
        sorts: { email: 'email', firstName: 'first_name', lastName: 'last_name', source: 'source' },
        defaultSort: 'email',
        tiebreak: 'id',
        query: request.query,
        map: (row: Schemas['ForcedContact']) => row,
      });
    },

    addForcedContact: (request) => {
      const uid = enabledSubscription(context, request.params.uid).uid;
      const { email, firstName, lastName } = request.body;
      const { changes, lastInsertRowid } = addContact.run(uid, email, firstName, lastName, 'MANUAL');
      if (changes === 0) throw new ApiError(1006, 'This contact is already present.');
      return db
        .prepare(`SELECT ${CONTACT_COLUMNS} FROM forced_contacts WHERE id = ?`)
        .get(lastInsertRowid) as Schemas['ForcedContact'];
    },

    removeForcedContact: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const { changes } = db
        .prepare('DELETE FROM forced_contacts WHERE subscription_uid = ? AND id = ?')
        .run(uid, request.params.contactId);
      if (changes === 0) throw notFound('Forced contact');
      return undefined;
    },

    importForcedContacts: (request) => {
      const uid = enabledSubscription(context, request.params.uid).uid;
      const dryRun = request.query.dryRun === true;
      const records = csvRecords(request.body, ['email', 'firstName', 'lastName']);
      const seen = new Set<string>();
      const lines = db.transaction(() =>
        records.map(({ line, record }): ImportLine => {
          const email = record.email ?? '';
          const result = (value: ImportLine['result']) => ({ line, email, result: value });
          if (!isEmail(email)) return result('invalidEmail');
          if (
            !record.firstName ||
            !record.lastName ||
            record.firstName.length > 100 ||
            record.lastName.length > 100
          ) {
            return result('invalidValue');
          }
          const exists = db
            .prepare('SELECT 1 FROM forced_contacts WHERE subscription_uid = ? AND email = ?')
            .get(uid, email);
          if (exists || seen.has(email.toLowerCase())) return result('alreadyExists');
          seen.add(email.toLowerCase());
          if (!dryRun) addContact.run(uid, email, record.firstName, record.lastName, 'IMPORT');
          return result('success');
        }),
      )();
      return report(dryRun, lines);
    },

    exportForcedContacts: (request) => {
      const uid = subscriptionByUid(db, request.params.uid).uid;
      const condition = where(parseFilter(request.query.filter, CONTACT_FILTERS));
      const rows = db
        .prepare(
          `SELECT ${CONTACT_COLUMNS} FROM forced_contacts WHERE subscription_uid = ? AND ${condition.sql}
           ORDER BY email`,
        )
        .all(uid, ...condition.params) as Schemas['ForcedContact'][];
      return toCsv(['email', 'firstName', 'lastName', 'source'], rows);
    },

    syncForcedContactsLdap: async (request) => {
      const uid = enabledSubscription(context, request.params.uid).uid;
      // The directory answers first: when it fails, nothing is written.
      const members = await readGroup(context, contactsGroupOf(context));
      return syncContactsOf(context, uid, members);
    },
  };
}
