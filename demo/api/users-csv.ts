// User CSV files: import (one result per line) and e-mail migration (`oldEmail;newEmail`).
import { mayActOn, mayGrant } from '../../src/core/api/authority';
import { hasUnsafeCharacters } from '../../src/core/validators';
import type { Context } from '../context';
import type { AuthUser, Schemas } from '../http/types';
import { loginLookalikeTaken, loginSkeleton } from '../lib/confusables';
import { csvRecords, isEmail, parseCsv } from '../lib/csv';
import { resetLink } from '../lib/mails';
import { readSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { rolesOf, type UserRow, userByEmail, userBySignIn } from '../lib/users';

type ImportLine = Schemas['ImportReport']['lines'][number];
const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'];
const ROLES = ['userManager', 'administrator', 'systemAdmin'];

function report(dryRun: boolean, lines: ImportLine[]): Schemas['ImportReport'] {
  const succeeded = lines.filter((l) => l.result === 'success').length;
  return { dryRun, succeeded, failed: lines.length - succeeded, lines };
}

const TIME_ZONE = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/;
const NAME_MAX = 100;
const LOGIN_MAX = 320;

/** The checks of one import line beyond its address: the contract's limits on each value. */
function valuesOk(
  record: Record<string, string>,
  actor: AuthUser,
  language: string,
  roles: string[],
): boolean {
  const timeZone = record.timeZoneId ?? '';
  return (
    LANGUAGES.includes(language) &&
    roles.every((r) => ROLES.includes(r)) &&
    mayGrant(actor.roles, roles) &&
    (timeZone === '' || (timeZone.length <= 64 && TIME_ZONE.test(timeZone))) &&
    (record.firstName ?? '').length <= NAME_MAX &&
    (record.lastName ?? '').length <= NAME_MAX &&
    (record.login ?? '').length <= LOGIN_MAX &&
    ![record.firstName, record.lastName, record.login].some((text) => text && hasUnsafeCharacters(text))
  );
}

/**
 * Creates the users of a CSV file (header row with at least `email`) and reports every line: all good lines
 * are stored and every bad one reported, in one transaction with the reset links and their e-mails, so
 * nothing is ever half-written. A file without an `email` column, unreadable or empty is a 400 (1004) and
 * writes nothing; nothing is written on a dry run. Statements are prepared once and each address or login
 * is one index search (users.email and users.login are UNIQUE).
 */
export function importUserLines(
  context: Context,
  actor: AuthUser,
  text: string,
  options: { dryRun: boolean; sendResetMail: boolean },
): Schemas['ImportReport'] {
  const { db } = context;
  const records = csvRecords(text, ['email']);
  // Addresses and logins of this file, lower-cased: NOCASE folds only ASCII, so this is the stricter test.
  const seen = new Set<string>();
  const defaults = readSettings(db, 'general');
  const taken = db.prepare('SELECT 1 FROM users WHERE login = ? OR email = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO users (email, login, first_name, last_name, registration_date, language, time_zone_id, roles)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const registered = nowIso();
  return db.transaction(() => {
    const created: UserRow[] = [];
    const lines = records.map(({ line, record }): ImportLine => {
      const email = record.email ?? '';
      const result = (value: ImportLine['result']) => ({ line, email, result: value });
      if (!isEmail(email)) return result('invalidEmail');
      const login = record.login || email;
      const keys = [email.toLowerCase(), login.toLowerCase(), loginSkeleton(login)];
      if (
        keys.some((key) => seen.has(key)) ||
        taken.get(email, email) ||
        taken.get(login, login) ||
        loginLookalikeTaken(db, login)
      ) {
        return result('alreadyExists');
      }
      const language = record.language || defaults.defaultLanguage;
      const roles = (record.roles ?? '').split(/[\s,|]+/).filter(Boolean);
      if (!valuesOk(record, actor, language, roles)) return result('invalidValue');
      for (const key of keys) seen.add(key);
      if (options.dryRun) return result('success');
      const values = {
        email,
        login,
        first_name: record.firstName || email.split('@')[0] || email,
        last_name: record.lastName || '',
        registration_date: registered,
        language: language as UserRow['language'],
        time_zone_id: record.timeZoneId || defaults.defaultTimezone,
        roles: [...new Set(roles)].join(' '),
      };
      try {
        const { lastInsertRowid } = insert.run(
          values.email,
          values.login,
          values.first_name,
          values.last_name,
          values.registration_date,
          values.language,
          values.time_zone_id,
          values.roles,
        );
        created.push({ ...values, id: Number(lastInsertRowid) } as UserRow);
      } catch (error) {
        // Only this statement is undone; the import goes on. A clash the checks above missed is "exists".
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return result('alreadyExists');
        throw error;
      }
      return result('success');
    });
    if (options.sendResetMail) for (const user of created) resetLink(context, user, true);
    return report(options.dryRun, lines);
  })();
}

type MigrationLine = Schemas['EmailMigrationReport']['lines'][number];

/**
 * Changes e-mail addresses from `oldEmail;newEmail` lines (header optional); nothing is written on a dry run. A
 * line naming an account beyond the actor's authority is a `failure` and changes nothing.
 */
export function migrateEmails(
  context: Context,
  actor: AuthUser,
  text: string,
  options: { dryRun: boolean; sendResetMail: boolean },
): Schemas['EmailMigrationReport'] {
  const { db } = context;
  const rows = parseCsv(text);
  const hasHeader = (rows[0]?.[0] ?? '').toLowerCase() === 'oldemail';
  const taken = new Set<string>();
  const moved: UserRow[] = [];
  const update = db.prepare('UPDATE users SET email = ?, login = ? WHERE id = ?');
  const lines = db.transaction(() =>
    rows.slice(hasHeader ? 1 : 0).map((row, index): MigrationLine => {
      const [oldEmail = '', newEmail = ''] = row;
      const line = index + (hasHeader ? 2 : 1);
      const result = (value: MigrationLine['result']) => ({ line, oldEmail, newEmail, result: value });
      if (!isEmail(oldEmail) || !isEmail(newEmail) || row.length > 2) return result('notValid');
      const user = userByEmail(db, oldEmail);
      if (!user) return result('emailNotFound');
      if (!mayActOn(actor.roles, rolesOf(user))) return result('failure');
      const other = userBySignIn(db, newEmail);
      if ((other && other.id !== user.id) || taken.has(newEmail.toLowerCase())) return result('alreadyUsed');
      const login = user.login.toLowerCase() === user.email.toLowerCase() ? newEmail : user.login;
      if (login !== user.login && loginLookalikeTaken(db, login, user.id)) return result('alreadyUsed');
      taken.add(newEmail.toLowerCase());
      if (!options.dryRun) {
        update.run(newEmail, login, user.id);
        moved.push({ ...user, email: newEmail, login });
      }
      return result('success');
    }),
  )();
  if (options.sendResetMail) for (const user of moved) resetLink(context, user, true);
  return { dryRun: options.dryRun, sendResetMail: options.sendResetMail, lines };
}
