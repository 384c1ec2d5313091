// Failed logins per login (captcha after three) and login attempts per client address (rate limit).
import { TryLimit, type TryRate } from './try-limit';

/** Failures in a row after which a login needs a captcha. */
export const CAPTCHA_AFTER = 3;

/** Counts failures per login and attempts per address. */
export class LoginGuard {
  private readonly failures = new Map<string, number>();
  private readonly attempts: TryLimit;

  constructor(rate: TryRate) {
    this.attempts = new TryLimit(rate);
  }

  /** Records an attempt from an address; answers the seconds to wait when over the limit, else 0. */
  throttle(address: string): number {
    return this.attempts.take(address);
  }

  /** True when this login must answer a captcha. */
  needsCaptcha(login: string): boolean {
    return (this.failures.get(login.toLowerCase()) ?? 0) >= CAPTCHA_AFTER;
  }

  /** Counts a failure; answers the failures in a row. */
  fail(login: string): number {
    const key = login.toLowerCase();
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    if (this.failures.size > 50_000) this.failures.clear();
    return count;
  }

  /** A successful login starts the count again. */
  succeed(login: string): void {
    this.failures.delete(login.toLowerCase());
  }
}
