// Users as rows and as the contract's shapes.
import type { Context } from '../context';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import type { Schemas } from '../http/types';

/** A row of the users table. */
export interface UserRow {
  id: number;
  email: string;
  login: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  activated: number;
  confirmation_code: string | null;
  registration_date: string;
  last_login_date: string | null;
  language: Schemas['Language'];
  time_zone_id: string;
  server_zone_id: number | null;
  source: Schemas['User']['source'];
  roles: string;
}

/** The roles of a row. */
export const rolesOf = (row: Pick<UserRow, 'roles'>): Schemas['Role'][] =>
  row.roles.split(' ').filter(Boolean) as Schemas['Role'][];

/** A user row as a list entry. */
export function userSummary(row: UserRow): Schemas['UserSummary'] {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    login: row.login,
    activated: row.activated === 1,
    registrationDate: row.registration_date,
    lastLoginDate: row.last_login_date,
    language: row.language,
    roles: rolesOf(row),
  };
}

/** A user row in full. */
export function userDetail(row: UserRow): Schemas['User'] {
  return {
    ...userSummary(row),
    timeZoneId: row.time_zone_id,
    serverZoneId: row.server_zone_id,
    source: row.source,
  };
}

/** The row of a user id, or a 404. */
export function userById(db: Db, id: number): UserRow {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!row) throw notFound('User');
  return row;
}

/** The row of an e-mail address (any case), if any. */
export function userByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

/** The row of what a person types to sign in: their login, else their e-mail. */
export function userBySignIn(db: Db, name: string): UserRow | undefined {
  return (db.prepare('SELECT * FROM users WHERE login = ?').get(name) ??
    db.prepare('SELECT * FROM users WHERE email = ?').get(name)) as UserRow | undefined;
}

/** Full name of a row. */
export const fullName = (row: Pick<UserRow, 'first_name' | 'last_name'>): string =>
  `${row.first_name} ${row.last_name}`;

/**
 * Stores a new password: every session of the user ends and every reset link of theirs dies with the old password
 * (an older link must not open the account again after a newer one was used).
 */
export function setPassword(context: Context, userId: number, hash: string): void {
  context.db.transaction(() => {
    context.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
    context.db.prepare('UPDATE password_resets SET used = 1 WHERE user_id = ?').run(userId);
    context.tokens.revokeUser(userId);
  })();
}
