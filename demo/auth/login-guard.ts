// Failed sign-ins counted per account, per client address and over the whole server, in the database (a
// restart forgets none): they ask for a captcha and impose a backoff. Attempts per address are also rate
// limited in memory.
import type { Db } from '../db/database';
import { TryLimit, type TryRate } from './try-limit';

/** Failures in a row after which an account needs a captcha, wherever the next attempt comes from. */
export const CAPTCHA_AFTER = 3;
/** Failures in a row after which an account waits before each attempt: 1 s, then twice as long each time. */
export const BACKOFF_AFTER = 5;
/** The longest backoff. */
export const BACKOFF_MAX_SECONDS = 15 * 60;
/** Failures of an address are forgotten after this long without one (an account's only by a success). */
export const ADDRESS_FORGET_MS = 60 * 60_000;
/** The window over which the server counts every failure: past `sprayFailures` in one, all need a captcha. */
export const SPRAY_WINDOW_MS = 10 * 60_000;
/** Rows without a failure for this long are deleted. */
const FORGET_MS = 24 * 3600_000;

type Scope = 'account' | 'address' | 'server';
interface Row {
  failures: number;
  last_failure_at: number;
}

/** The seconds to wait after `failures` in a row, when past `after` of them. */
export function backoffSeconds(failures: number, after: number): number {
  if (failures < after) return 0;
  return Math.min(BACKOFF_MAX_SECONDS, 2 ** Math.min(failures - after, 20));
}

/** What one sign-in attempt must do before its password is checked. */
export interface SignInHurdles {
  /** Seconds to wait (429, Retry-After); 0 when it may go on. */
  wait: number;
  captcha: boolean;
}

/** How many failures ask for a captcha from one address (any accounts) and over the whole server. */
export interface SignInLimits {
  /** Failures from one address after which every sign-in from it needs a captcha; twice as many, a backoff. */
  addressFailures: number;
  /** Failures over the whole server in one window after which every sign-in needs a captcha. */
  sprayFailures: number;
}

/** Counts sign-in failures and attempts; answers what the next attempt must clear. */
export class LoginGuard {
  private readonly attempts: TryLimit;

  constructor(
    private readonly db: Db,
    rate: TryRate,
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.attempts = new TryLimit(rate, now);
  }

  /** Records an attempt from an address; answers the seconds to wait when over the limit, else 0. */
  throttle(address: string): number {
    return this.attempts.take(address);
  }

  /** The backoff and the captcha a sign-in of this login from this address must clear. */
  hurdles(login: string, address: string): SignInHurdles {
    const now = this.now();
    const account = this.row('account', login.toLowerCase());
    const place = this.row('address', address);
    const recent = place && place.last_failure_at > now - ADDRESS_FORGET_MS ? place.failures : 0;
    const waitOf = (row: Row | undefined, failures: number, after: number) =>
      row
        ? Math.max(0, Math.ceil((row.last_failure_at + backoffSeconds(failures, after) * 1000 - now) / 1000))
        : 0;
    const window = Math.floor(now / SPRAY_WINDOW_MS);
    const sprayed = [window, window - 1].some(
      (w) => (this.row('server', String(w))?.failures ?? 0) >= this.limits.sprayFailures,
    );
    return {
      wait: Math.max(
        waitOf(account, account?.failures ?? 0, BACKOFF_AFTER),
        waitOf(place, recent, 2 * this.limits.addressFailures),
      ),
      captcha: (account?.failures ?? 0) >= CAPTCHA_AFTER || recent >= this.limits.addressFailures || sprayed,
    };
  }

  /** Counts a failed sign-in of a login from an address. */
  fail(login: string, address: string): void {
    const now = this.now();
    const count = this.db.prepare(
      `INSERT INTO sign_in_failures (scope, key, failures, last_failure_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE WHEN ? > 0 AND last_failure_at <= ? THEN 1 ELSE failures + 1 END,
         last_failure_at = excluded.last_failure_at`,
    );
    this.db.transaction(() => {
      count.run('account', login.toLowerCase(), now, 0, 0);
      count.run('address', address, now, 1, now - ADDRESS_FORGET_MS);
      count.run('server', String(Math.floor(now / SPRAY_WINDOW_MS)), now, 0, 0);
      this.db.prepare('DELETE FROM sign_in_failures WHERE last_failure_at < ?').run(now - FORGET_MS);
    })();
  }

  /** A successful sign-in clears the account's failures (not its address's: an attacker could sign in too). */
  succeed(login: string): void {
    this.db
      .prepare("DELETE FROM sign_in_failures WHERE scope = 'account' AND key = ?")
      .run(login.toLowerCase());
  }

  private row(scope: Scope, key: string): Row | undefined {
    return this.db
      .prepare('SELECT failures, last_failure_at FROM sign_in_failures WHERE scope = ? AND key = ?')
      .get(scope, key) as Row | undefined;
  }
}
