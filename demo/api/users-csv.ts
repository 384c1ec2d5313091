// User CSV files: import (one result per line) and e-mail migration (`oldEmail;newEmail`).
import type { Context } from '../context';
import type { AuthUser, Schemas } from '../http/types';
import { csvRecords, isEmail, parseCsv } from '../lib/csv';
import { resetLink } from '../lib/mails';
import { readSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { type UserRow, userByEmail, userBySignIn } from '../lib/users';

type ImportLine = Schemas['ImportReport']['lines'][number];
const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'];
const ROLES = ['userManager', 'administrator', 'systemAdmin'];

function report(dryRun: boolean, lines: ImportLine[]): Schemas['ImportReport'] {
  const succeeded = lines.filter((l) => l.result === 'success').length;
  return { dryRun, succeeded, failed: lines.length - succeeded, lines };
}

/** Creates the users of a CSV file (header row with at least `email`); nothing is written on a dry run. */
export function importUserLines(
  context: Context,
  actor: AuthUser,
  text: string,
  options: { dryRun: boolean; sendResetMail: boolean },
): Schemas['ImportReport'] {
  const { db } = context;
  const records = csvRecords(text, ['email']);
  const seen = new Set<string>();
  const defaults = readSettings(db, 'general');
  const insert = db.prepare(
    `INSERT INTO users (email, login, first_name, last_name, registration_date, language, time_zone_id, roles)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const created: number[] = [];
  const lines = db.transaction(() =>
    records.map(({ line, record }): ImportLine => {
      const email = record.email ?? '';
      const result = (value: ImportLine['result']) => ({ line, email, result: value });
      if (!isEmail(email)) return result('invalidEmail');
      const login = record.login || email;
      if (seen.has(email.toLowerCase()) || userBySignIn(db, email) || userBySignIn(db, login)) {
        return result('alreadyExists');
      }
      const language = record.language || defaults.defaultLanguage;
      const roles = (record.roles ?? '').split(/[\s,|]+/).filter(Boolean);
      const rolesOk =
        roles.every((r) => ROLES.includes(r)) &&
        (!roles.includes('systemAdmin') || actor.roles.includes('systemAdmin'));
      if (!LANGUAGES.includes(language) || !rolesOk) return result('invalidValue');
      seen.add(email.toLowerCase());
      if (!options.dryRun) {
        const { lastInsertRowid } = insert.run(
          email,
          login,
          record.firstName || email.split('@')[0],
          record.lastName || '',
          nowIso(),
          language,
          record.timeZoneId || defaults.defaultTimezone,
          roles.join(' '),
        );
        created.push(Number(lastInsertRowid));
      }
      return result('success');
    }),
  )();
  if (options.sendResetMail) {
    for (const id of created)
      resetLink(context, db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow, true);
  }
  return report(options.dryRun, lines);
}

type MigrationLine = Schemas['EmailMigrationReport']['lines'][number];

/** Changes e-mail addresses from `oldEmail;newEmail` lines (header optional); nothing is written on a dry run. */
export function migrateEmails(
  context: Context,
  text: string,
  options: { dryRun: boolean; sendResetMail: boolean },
): Schemas['EmailMigrationReport'] {
  const { db } = context;
  const rows = parseCsv(text);
  const hasHeader = (rows[0]?.[0] ?? '').toLowerCase() === 'oldemail';
  const taken = new Set<string>();
  const moved: UserRow[] = [];
  const lines = db.transaction(() =>
    rows.slice(hasHeader ? 1 : 0).map((row, index): MigrationLine => {
      const [oldEmail = '', newEmail = ''] = row;
      const line = index + (hasHeader ? 2 : 1);
      const result = (value: MigrationLine['result']) => ({ line, oldEmail, newEmail, result: value });
      if (!isEmail(oldEmail) || !isEmail(newEmail) || row.length > 2) return result('notValid');
      const user = userByEmail(db, oldEmail);
      if (!user) return result('emailNotFound');
      const other = userBySignIn(db, newEmail);
      if ((other && other.id !== user.id) || taken.has(newEmail.toLowerCase())) return result('alreadyUsed');
      taken.add(newEmail.toLowerCase());
      if (!options.dryRun) {
        const login = user.login.toLowerCase() === user.email.toLowerCase() ? newEmail : user.login;
        db.prepare('UPDATE users SET email = ?, login = ? WHERE id = ?').run(newEmail, login, user.id);
        moved.push({ ...user, email: newEmail, login });
      }
      return result('success');
    }),
  )();
  if (options.sendResetMail) for (const user of moved) resetLink(context, user, true);
  return { dryRun: options.dryRun, sendResetMail: options.sendResetMail, lines };
}
