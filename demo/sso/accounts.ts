// The account an identity system vouched for: found by e-mail, or created on first sign-in when the
// settings let people register (its source says which system created it, and it has no local password).
import type { Db } from '../db/database';
import { readSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { type UserRow, userByEmail } from '../lib/users';

/** Who an identity system says signed in. */
export interface Identity {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The user for an identity: existing by e-mail, else new (source `source`) when registration is open, or when
 * `register` says so (an administrator brought the person in through a directory group).
 */
export function accountFor(
  db: Db,
  identity: Identity,
  source: 'SSO' | 'LDAP',
  register = readSettings(db, 'accounts').freeRegistration,
): UserRow | undefined {
  const known = userByEmail(db, identity.email);
  if (known || !register) return known;
  const { defaultLanguage, defaultTimezone } = readSettings(db, 'general');
  const local = identity.email.split('@')[0] ?? identity.email;
  db.prepare(
    `INSERT INTO users (email, login, first_name, last_name, password_hash, activated, registration_date,
       language, time_zone_id, source)
     VALUES (?, ?, ?, ?, NULL, 1, ?, ?, ?, ?)`,
  ).run(
    identity.email,
    identity.email,
    identity.firstName || local,
    identity.lastName || '',
    nowIso(),
    defaultLanguage,
    defaultTimezone,
    source,
  );
  return userByEmail(db, identity.email);
}
