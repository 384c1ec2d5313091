// Fills an empty database with the demo data, deterministically, in one transaction.
import type { Db } from '../db/database';
import { type SettingsGroup, writeSettings } from '../lib/settings';
import { seedBulkMeetings, seedMeetings } from './meetings';
import { ORGANIZATIONS, seedOrganizations, seedTags } from './organizations';
import { seedBulkUsers, seedUsers } from './people';
import { Random } from './random';
import { seedInfrastructure, seedServers, seedZones } from './services';
import { SEED_SETTINGS, seedSettingsWith } from './settings';

export { DEMO_MEETINGS } from './meetings';
export { ADMINISTRATOR_ACCOUNT, DEMO_ACCOUNTS, PENDING_ACCOUNT } from './people';

/** True when the database holds no data yet. */
export function isEmpty(db: Db): boolean {
  return db.prepare('SELECT COUNT(*) FROM users').pluck().get() === 0;
}

/**
 * Writes the demo data; `extraUsers` generated users (MEET_SEED_USERS) and `extraMeetings` generated meetings
 * (MEET_SEED_MEETINGS) on top; `now` anchors every date; the LDAP settings name the demo directory at
 * `directoryUrl` (else on its default port). Statistics for the query planner are gathered last.
 */
export function seed(
  db: Db,
  options: { extraUsers?: number; extraMeetings?: number; now?: number; directoryUrl?: string } = {},
): void {
  const random = new Random(20_260_101);
  // Whole minutes, so two seeds of the same minute are identical.
  const now = Math.floor((options.now ?? Date.now()) / 60_000) * 60_000;
  db.transaction(() => {
    const settings = options.directoryUrl ? seedSettingsWith(options.directoryUrl) : SEED_SETTINGS;
    for (const [group, value] of Object.entries(settings)) {
      writeSettings(db, group as SettingsGroup, value);
    }
    const zones = seedZones(db);
    const servers = seedServers(db, zones);
    const users = seedUsers(db, random, now, [...ORGANIZATIONS], zones);
    const subscriptions = seedOrganizations(db, random, now, users);
    seedTags(db, random, users);
    seedMeetings(db, random, now, users, servers, subscriptions);
    const admin = users.find((u) => u.email === 'admin@example.com');
    seedInfrastructure(db, random, now, admin?.id ?? 1);
    if (options.extraUsers) seedBulkUsers(db, random, now, options.extraUsers, zones);
    if (options.extraMeetings) {
      seedBulkMeetings(db, random, now, options.extraMeetings, users, servers, subscriptions);
    }
  })();
  // Every row is read (12 s at 1,000,000 users and 1,000,000 meetings): from a sample of 1,000 entries per index,
  // the planner took a language for 1,001 users where each held 166,680.
  db.pragma('analysis_limit = 0');
  db.exec('ANALYZE');
}

/** Empties every table but the migrations record (for a reseed). */
export function wipe(db: Db): void {
  const tables = db
    .prepare(
      // Plain tables only: a virtual table (the users' search index) follows its content table's triggers.
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'",
    )
    .pluck()
    .all() as string[];
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const table of tables) db.prepare(`DELETE FROM ${table}`).run();
    // The search indexes start afresh too (their triggers emptied them row by row, leaving segments).
    for (const index of ['users_search', 'meetings_search']) {
      db.prepare(`INSERT INTO ${index} (${index}) VALUES ('delete-all')`).run();
    }
  })();
  db.pragma('foreign_keys = ON');
}
