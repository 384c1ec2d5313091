// Administration of users: list, detail, create, change, delete, reset link, CSV import, export, e-mail migration.
import type { Context } from '../context';
import { iterateRows } from '../db/database';
import { ApiError, invalid } from '../http/errors';
import { type Handlers, userOf } from '../http/types';
import { loginLookalikeTaken } from '../lib/confusables';
import { csvStream } from '../lib/csv';
import {
  dateRange,
  equals,
  type FilterSpec,
  flag,
  indexedContains,
  page,
  parseFilter,
  type TrigramIndex,
  where,
} from '../lib/list';
import { resetLink } from '../lib/mails';
import { readSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { type UserRow, userByEmail, userById, userDetail, userSummary } from '../lib/users';
import { importUserLines, migrateEmails } from './users-csv';

const ROLES = ['userManager', 'administrator', 'systemAdmin'] as const;
const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'];

/** The columns the name filter looks in, and their trigram index (migration 002). */
const NAME_COLUMNS = ['first_name', 'last_name', 'email', 'login'];
const USER_SEARCH: TrigramIndex = { table: 'users_search', columns: NAME_COLUMNS };

/** The filters of the user list. */
export const USER_FILTERS: FilterSpec = {
  name: indexedContains(USER_SEARCH, NAME_COLUMNS),
  email: indexedContains(USER_SEARCH, ['email']),
  role: (value) => {
    if (value === '' || value === 'all') return undefined;
    if (!(ROLES as readonly string[]).includes(value)) throw invalid(`Unknown role "${value}".`);
    // user_roles mirrors users.roles (triggers of migration 002): an index search, not a scan. Its holders are
    // the candidates: few of them narrow a text search's count and page to themselves.
    const holders = { sql: 'SELECT user_id FROM user_roles WHERE role = ?', params: [value] };
    return { sql: `id IN (${holders.sql})`, params: [value], candidates: holders, candidatesExact: true };
  },
  language: (value) => {
    if (value !== '' && !LANGUAGES.includes(value)) throw invalid(`Unknown language "${value}".`);
    return equals('language')(value);
  },
  activated: flag('activated'),
  serverZone: equals('server_zone_id'),
  registrationDate: dateRange('registration_date'),
  lastLoginDate: dateRange('last_login_date'),
};

/** The columns of the users export, in order (the contract lists them). */
export const EXPORT_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'login',
  'language',
  'timeZoneId',
  'activated',
  'registrationDate',
  'lastLoginDate',
  'roles',
] as const;

/** A user row as a line of the export. */
function exportRecord(row: UserRow): Record<(typeof EXPORT_COLUMNS)[number], string | boolean | null> {
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    login: row.login,
    language: row.language,
    timeZoneId: row.time_zone_id,
    activated: row.activated === 1,
    registrationDate: row.registration_date,
    lastLoginDate: row.last_login_date,
    roles: row.roles,
  };
}

const SORTS: Record<string, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  login: 'login',
  registrationDate: 'registration_date',
  lastLoginDate: 'last_login_date',
  language: 'language',
};

/** The index each sort walks (migration 003). */
const SORT_INDEXES: Record<string, string> = {
  email: 'users_by_email',
  first_name: 'users_by_first_name',
  last_name: 'users_by_last_name',
  login: 'users_by_login',
  registration_date: 'users_by_registration',
  last_login_date: 'users_by_last_login',
  language: 'users_by_language',
};

/** The index a walk along a text sort takes when the language is filtered: it seeks the language (migration 072). */
const LANGUAGE_INDEXES: Record<string, string> = {
  email: 'users_by_language_email',
  login: 'users_by_language_login',
  first_name: 'users_by_language_first_name',
  last_name: 'users_by_language_last_name',
};

function checkZone(context: Context, zoneId: number | null | undefined): void {
  if (zoneId === null || zoneId === undefined) return;
  if (!context.db.prepare('SELECT 1 FROM server_zones WHERE id = ?').get(zoneId)) {
    throw new ApiError(1026, 'Unknown server zone.');
  }
}

function checkUnique(
  context: Context,
  email: string | undefined,
  login: string | undefined,
  except = 0,
): void {
  const taken = context.db
    .prepare('SELECT 1 FROM users WHERE id <> ? AND (email = ? OR login = ? OR email = ? OR login = ?)')
    .get(except, email ?? '', email ?? '', login ?? '', login ?? '');
  if (taken) throw new ApiError(1006, 'This e-mail address or login is already used.');
  if (login !== undefined && loginLookalikeTaken(context.db, login, except))
    throw new ApiError(1006, 'This login reads like the login of another account.');
}

/** Handlers of user administration. */
export function userHandlers(context: Context): Handlers {
  const { db } = context;
  return {
    listUsers: (request) =>
      page(db, {
        columns: '*',
        from: 'users',
        filters: USER_FILTERS,
        sorts: SORTS,
        defaultSort: 'email',
        tiebreak: 'id',
        query: request.query,
        map: userSummary,
        keysFirst: true,
        large: {
          table: 'users',
          rowid: 'users.id',
          indexes: SORT_INDEXES,
          by: { language: LANGUAGE_INDEXES },
          sortsCandidates: true,
        },
      }),

    getUser: (request) => userDetail(userById(db, request.params.id)),

    createUser: (request) => {
      const body = request.body;
      checkZone(context, body.serverZoneId);
      const login = body.login ?? body.email;
      checkUnique(context, body.email, login);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO users (email, login, first_name, last_name, activated, registration_date, language, time_zone_id,
             server_zone_id, roles) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.email,
          login,
          body.firstName,
          body.lastName,
          body.activated === false ? 0 : 1,
          nowIso(),
          body.language,
          body.timeZoneId ?? readSettings(db, 'general').defaultTimezone,
          body.serverZoneId ?? null,
          (body.roles ?? []).join(' '),
        );
      const row = userById(db, Number(lastInsertRowid));
      if (body.sendResetMail !== false) resetLink(context, row, true);
      return userDetail(row);
    },

    updateUser: (request) => {
      const target = userById(db, request.params.id);
      const body = request.body;
      checkZone(context, body.serverZoneId);
      checkUnique(context, body.email, body.login, target.id);
      const columns: Record<string, unknown> = {
        email: body.email,
        login: body.login,
        first_name: body.firstName,
        last_name: body.lastName,
        language: body.language,
        time_zone_id: body.timeZoneId,
        server_zone_id: body.serverZoneId,
        roles: body.roles?.join(' '),
        activated: body.activated === undefined ? undefined : body.activated ? 1 : 0,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      db.transaction(() => {
        db.prepare(`UPDATE users SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
          ...set.map(([, value]) => value),
          target.id,
        );
        if (body.activated === false) context.tokens.revokeUser(target.id);
      })();
      return userDetail(userById(db, target.id));
    },

    deleteUser: (request) => {
      const target = userById(db, request.params.id);
      if (target.roles.split(' ').includes('systemAdmin')) throw new ApiError(1027);
      db.prepare('DELETE FROM users WHERE id = ?').run(target.id);
      return undefined;
    },

    createResetPasswordLink: (request) => {
      const target = userById(db, request.params.id);
      // An external account's password lives in its directory or identity provider: Meet cannot reset it.
      if (target.source !== 'INTERNAL')
        throw invalid('The account is external: its password is not kept here');
      const mailed = request.query.sendMail === true;
      return { ...resetLink(context, target, mailed), mailed };
    },

    exportUsers: (request, reply) => {
      // The filter is read before anything is sent: a bad one is still a 400 with the error shape.
      const condition = where(parseFilter(request.query.filter, USER_FILTERS));
      const rows = iterateRows<UserRow>(
        db,
        `SELECT email, first_name, last_name, login, language, time_zone_id, activated, registration_date,
           last_login_date, roles FROM users WHERE ${condition.sql} ORDER BY email`,
        condition.params,
      );
      reply.header('content-disposition', 'attachment; filename="users.csv"');
      return csvStream(EXPORT_COLUMNS, rows, exportRecord);
    },

    importUsers: (request) =>
      importUserLines(context, userOf(request), request.body, {
        dryRun: request.query.dryRun === true,
        sendResetMail: request.query.sendResetMail !== false,
      }),

    migrateUserEmails: (request) =>
      migrateEmails(context, userOf(request), request.body, {
        dryRun: request.query.dryRun === true,
        sendResetMail: request.query.sendResetMail === true,
      }),
  };
}

/** The user of an e-mail address, or a 404 (for the calls that add a person by address). */
export function requireUserByEmail(context: Context, email: string): UserRow {
  const row = userByEmail(context.db, email);
  if (!row) throw new ApiError(1001, `No user with the e-mail address ${email}.`);
  return row;
}
