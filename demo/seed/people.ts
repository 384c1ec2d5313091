// Users: the demo accounts, named people of every organization and language, and optional bulk users.
import { clientHash, storedHashSync } from '../auth/passwords';
import type { Db } from '../db/database';
import type { Schemas } from '../http/types';
import { LANGUAGES, localPart, PEOPLE } from './names';
import type { Random } from './random';

/** The demo accounts of `npm start`: login, password, roles. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'MeetAdmin#2026',
    roles: 'systemAdmin administrator',
    first: 'Alex',
    last: 'Morgan',
  },
  {
    email: 'manager@example.com',
    password: 'MeetManager#2026',
    roles: 'userManager',
    first: 'Sam',
    last: 'Taylor',
  },
  { email: 'user@example.com', password: 'MeetUser#2026', roles: '', first: 'Jordan', last: 'Lee' },
] as const;

/**
 * An administrator without systemAdmin: what the contract keeps to system administrators (zones, server and gateway
 * switches, maintenance validation, settings) it may see or not, but never change. Seeded after everyone else, so
 * the ids and the random draws of the other seeded users stay what they were.
 */
export const ADMINISTRATOR_ACCOUNT = {
  email: 'administrator@example.com',
  password: 'MeetAdministrator#2026',
  roles: 'administrator',
  first: 'Kim',
  last: 'Novak',
} as const;

/** Seeded accounts in other states: not yet confirmed, and one with a password but not activated. */
export const PENDING_ACCOUNT = { email: 'pending@example.com', code: '48151623' } as const;

/**
 * The stored hash of each demo account's password, made once per process: a test file or a bench that starts
 * several servers seeds the same accounts each time, and their two scrypt runs apiece were most of a seed's CPU.
 * Each account still gets its own random salt, shared only by the databases this process seeds.
 */
const demoHashes = new Map<string, string>();

/** The stored hash of a demo account's password (the hash its client sends, hashed again with a salt). */
function demoPasswordHash(password: string, email: string): string {
  const key = `${email}\n${password}`;
  const hash = demoHashes.get(key) ?? storedHashSync(clientHash(password, email));
  demoHashes.set(key, hash);
  return hash;
}

/** A seeded person: their id and where they belong. */
export interface SeededUser {
  id: number;
  email: string;
  name: string;
  organization: number;
}

const ROLES_BY_INDEX: Record<number, string> = {
  0: 'administrator',
  7: 'userManager',
  15: 'userManager',
  30: 'administrator',
};

/** Inserts the users; answers them grouped by organization index (-1: the operator's staff). */
export function seedUsers(
  db: Db,
  random: Random,
  now: number,
  organizations: { domain: string }[],
  zones: number[],
): SeededUser[] {
  const insert = db.prepare(
    `INSERT INTO users (email, login, first_name, last_name, password_hash, activated, confirmation_code,
       registration_date, last_login_date, language, time_zone_id, server_zone_id, source, roles,
       messages_sent, messages_received, discussions)
     VALUES (@email, @email, @first, @last, @hash, @activated, @code, @registered, @lastLogin, @language, @timeZone,
       @zone, @source, @roles, @sent, @received, @discussions)`,
  );
  const day = 86_400_000;
  const users: SeededUser[] = [];
  const add = (row: Record<string, unknown>, organization: number) => {
    const id = Number(insert.run(row).lastInsertRowid);
    users.push({ id, email: row.email as string, name: `${row.first} ${row.last}`, organization });
  };
  const stats = () => ({
    sent: random.int(0, 900),
    received: random.int(0, 1100),
    discussions: random.int(0, 40),
  });
  for (const account of DEMO_ACCOUNTS) {
    add(
      {
        email: account.email,
        first: account.first,
        last: account.last,
        hash: demoPasswordHash(account.password, account.email),
        activated: 1,
        code: null,
        registered: new Date(now - 400 * day).toISOString(),
        lastLogin: new Date(now - day).toISOString(),
        language: 'en',
        timeZone: 'Europe/Paris',
        zone: zones[0],
        source: 'INTERNAL',
        roles: account.roles,
        ...stats(),
      },
      account.email === 'user@example.com' ? 0 : -1,
    );
  }
  let index = 0;
  organizations.forEach((organization, o) => {
    for (let n = 0; n < 12; n++, index++) {
      const language = LANGUAGES[(o + n) % LANGUAGES.length] as Schemas['Language'];
      const people = PEOPLE[language];
      const first = people.first[(n + o * 3) % people.first.length] as string;
      const last = people.last[(n * 7 + o) % people.last.length] as string;
      const pending = n === 11 && o % 2 === 0;
      add(
        {
          email: `${localPart(first, last)}@${organization.domain}`,
          first,
          last,
          hash: null,
          activated: pending ? 0 : 1,
          code: pending ? String(random.int(10_000_000, 99_999_999)) : null,
          registered: new Date(now - random.int(5, 900) * day).toISOString(),
          lastLogin: pending
            ? null
            : new Date(now - random.int(0, 60) * day - random.int(0, 86_000) * 1000).toISOString(),
          language,
          timeZone: people.timeZone,
          zone: zones[(o + n) % zones.length],
          source: n % 5 === 4 ? 'LDAP' : n % 9 === 8 ? 'SSO' : 'INTERNAL',
          roles: ROLES_BY_INDEX[index] ?? '',
          ...stats(),
        },
        o,
      );
    }
  });
  add(
    {
      email: PENDING_ACCOUNT.email,
      first: 'Robin',
      last: 'Pending',
      hash: demoPasswordHash('MeetUser#2026', PENDING_ACCOUNT.email),
      activated: 0,
      code: PENDING_ACCOUNT.code,
      registered: new Date(now - day).toISOString(),
      lastLogin: null,
      language: 'fr',
      timeZone: 'Europe/Paris',
      zone: null,
      source: 'INTERNAL',
      roles: '',
      sent: 0,
      received: 0,
      discussions: 0,
    },
    -1,
  );
  const administrator = ADMINISTRATOR_ACCOUNT;
  add(
    {
      email: administrator.email,
      first: administrator.first,
      last: administrator.last,
      hash: demoPasswordHash(administrator.password, administrator.email),
      activated: 1,
      code: null,
      registered: new Date(now - 200 * day).toISOString(),
      lastLogin: new Date(now - day).toISOString(),
      language: 'en',
      timeZone: 'Europe/Prague',
      zone: zones[0],
      source: 'INTERNAL',
      roles: administrator.roles,
      sent: 0,
      received: 0,
      discussions: 0,
    },
    -1,
  );
  return users;
}

/**
 * Inserts `count` generated users quickly (one prepared statement, inside the caller's transaction), varied so
 * that every filter of the list selects some of them. The indexes of the users table and its trigram search
 * index are dropped first and built once at the end (`withIndexesBuiltAfter`): building an index from sorted
 * rows is many times faster than inserting a million rows into each of them in random order.
 */
export function seedBulkUsers(db: Db, random: Random, now: number, count: number, zones: number[]): void {
  withIndexesBuiltAfter(db, 'users', ['users_search_insert'], () =>
    insertBulkUsers(db, random, now, count, zones),
  );
  db.exec("INSERT INTO users_search (users_search) VALUES ('rebuild')");
}

/**
 * Runs `write` without the secondary indexes of `table` and without `triggers` (whose work the caller does
 * itself), then recreates them as they were. Unique constraints stay in place.
 */
export function withIndexesBuiltAfter(db: Db, table: string, triggers: string[], write: () => void): void {
  const saved = db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL
         AND (type = 'index' OR (type = 'trigger' AND name IN (SELECT value FROM json_each(?))))`,
    )
    .all(table, JSON.stringify(triggers)) as { type: 'index' | 'trigger'; name: string; sql: string }[];
  for (const { type, name } of saved) db.exec(`DROP ${type.toUpperCase()} "${name}"`);
  const cache = db.pragma('cache_size', { simple: true });
  // Room to sort each index in memory while it is built.
  db.pragma('cache_size = -262144');
  write();
  for (const { sql } of saved) db.exec(sql);
  db.pragma(`cache_size = ${cache}`);
}

const DAY_MS = 86_400_000;

function insertBulkUsers(db: Db, random: Random, now: number, count: number, zones: number[]): void {
  const insert = db.prepare(
    `INSERT INTO users (email, login, first_name, last_name, activated, registration_date, last_login_date, language,
       time_zone_id, server_zone_id, source, roles) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'INTERNAL', ?)`,
  );
  for (let i = 1; i <= count; i++) {
    const language = LANGUAGES[i % LANGUAGES.length] as Schemas['Language'];
    const people = PEOPLE[language];
    const first = random.pick(people.first);
    const last = random.pick(people.last);
    const email = `${localPart(first, last)}.${String(i).padStart(6, '0')}@bulk.example.com`;
    const registeredDaysAgo = random.int(0, 1500);
    const registered = new Date(now - registeredDaysAgo * DAY_MS).toISOString();
    // One in ten never signed in; the others last did after registering.
    const lastLogin = random.chance(0.1)
      ? null
      : new Date(now - random.int(0, Math.min(registeredDaysAgo, 400)) * DAY_MS).toISOString();
    const roles = i % 997 === 0 ? 'administrator' : i % 331 === 0 ? 'userManager' : '';
    insert.run(
      email,
      email,
      first,
      last,
      random.chance(0.97) ? 1 : 0,
      registered,
      lastLogin,
      language,
      people.timeZone,
      random.chance(0.2) ? null : (zones[i % zones.length] ?? null),
      roles,
    );
  }
}
