// The SQLite database of the reference server and its versioned migrations.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { registerLoginSkeleton } from '../lib/confusables';

/** The database handle every handler uses. */
export type Db = Database.Database;

const MIGRATIONS = join(import.meta.dirname, 'migrations');
/** The most of the database file read through a memory map. */
const MMAP_BYTES = 2 ** 30;

/** Opens (creating if needed) the database file and applies the migrations it has not seen yet. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Lists of a million rows read index and table pages at random: mapped into memory, a read is no system call.
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  // Before the migrations: an index of migration 040 reads it, and every write of a login updates that index.
  registerLoginSkeleton(db);
  migrate(db);
  // Statistics for the planner where they are missing or stale (after a migration), read from every row: a sample
  // misleads the planner at a million rows (see `seed`).
  db.pragma('optimize = 0x10002');
  return db;
}

/** Applies every `NNN-name.sql` of the migrations folder above the recorded version, each in a transaction. */
export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const done = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const files = readdirSync(MIGRATIONS)
    .filter((file) => /^\d+-[a-z0-9-]+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    const version = Number.parseInt(file, 10);
    if (done.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(version, file);
    })();
  }
}

/**
 * The rows of a query, read one at a time with `.iterate()` on a read-only connection of their own: a
 * reader that pauses between rows (a streamed export) neither blocks nor sees the other requests, which keep
 * the main connection (WAL: it reads the snapshot of its start). The statement is prepared on the main
 * connection first, so a bad query throws here and not halfway through an answer. An in-memory database has
 * no second connection: its rows are read at once.
 */
export function iterateRows<Row>(db: Db, sql: string, params: unknown[]): Iterable<Row> {
  const check = db.prepare(sql);
  if (db.memory) return check.all(...params) as Row[];
  return {
    *[Symbol.iterator]() {
      const reader = new Database(db.name, { readonly: true, fileMustExist: true });
      try {
        reader.pragma('busy_timeout = 5000');
        yield* reader.prepare(sql).iterate(...params) as IterableIterator<Row>;
      } finally {
        reader.close();
      }
    },
  };
}

/** Runs `work` in one transaction: everything or nothing is written. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work)();
}
