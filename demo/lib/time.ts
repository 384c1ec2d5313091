// Dates as the contract writes them.
import { zoneOffset } from '../../src/core/format/zone-offset';
import { invalid } from '../http/errors';

/** Now, as an ISO 8601 UTC string. */
export const nowIso = (): string => new Date().toISOString();

/** An ISO time some minutes after another. */
export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/** The `YYYY-MM-DD` day of a time, in UTC. */
export const dayOf = (time: Date | string): string => new Date(time).toISOString().slice(0, 10);

/** The period of a statistics call: given days, else `defaultDays` ending today; 1004 when it ends before it starts. */
export function period(
  from: string | undefined,
  to: string | undefined,
  defaultDays: number,
): { from: string; to: string } {
  const end = to ?? dayOf(new Date());
  const start = from ?? dayOf(new Date(Date.parse(`${end}T00:00:00Z`) - (defaultDays - 1) * 86_400_000));
  if (start > end) throw invalid('from is after to');
  return { from: start, to: end };
}

/** Every day from one to another, inclusive (at most ten years). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`) && days.length < 3660;
    t += 86_400_000
  ) {
    days.push(dayOf(new Date(t)));
  }
  return days;
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The first moment of `day` (`YYYY-MM-DD`) on `zone`'s wall clock: its midnight, or the first minute after it where
 * the clocks skip midnight; undefined when the zone is unknown.
 */
export function zoneDayStart(day: string, zone: string): number | undefined {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  const first = zoneOffset(zone, wallMidnight);
  if (first === undefined) return undefined;
  const guess = wallMidnight - first * 60_000;
  const settled = wallMidnight - (zoneOffset(zone, guess) ?? first) * 60_000;
  // Where midnight does not exist, `settled` reads the evening before: the day starts where the clocks jump.
  const readsDay = (time: number) =>
    new Date(time + (zoneOffset(zone, time) ?? 0) * 60_000).toISOString().slice(0, 10) === day;
  return readsDay(settled) ? settled : Math.max(guess, settled);
}
