// At most `max` tries per key within a sliding window: sign-in attempts per address, PIN failures per address
// and per meeting. Kept in memory, bounded.

/** How many tries a key has within how long. */
export interface TryRate {
  max: number;
  windowMs: number;
}

const MAX_KEYS = 50_000;

/** Counts tries per key in a sliding window. */
export class TryLimit {
  private readonly tries = new Map<string, number[]>();

  constructor(
    private readonly rate: TryRate,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again; 0 when under the limit. */
  wait(key: string): number {
    const now = this.now();
    const recent = (this.tries.get(key) ?? []).filter((t) => t > now - this.rate.windowMs);
    if (recent.length === 0) this.tries.delete(key);
    else this.tries.set(key, recent);
    if (recent.length < this.rate.max) return 0;
    return Math.max(1, Math.ceil(((recent[0] ?? now) + this.rate.windowMs - now) / 1000));
  }

  /** Counts a try of the key. */
  record(key: string): void {
    const recent = this.tries.get(key) ?? [];
    recent.push(this.now());
    this.tries.set(key, recent);
    if (this.tries.size > MAX_KEYS) this.tries.clear();
  }

  /** Counts a try unless over the limit; answers the seconds to wait (0: the try counted and may go on). */
  take(key: string): number {
    const wait = this.wait(key);
    if (wait === 0) this.record(key);
    return wait;
  }
}
