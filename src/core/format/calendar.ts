// Calendar arithmetic in UTC, one rule for the application and the demo server: a month or a year later (or
// earlier) falls on the same day, or on the month's last day when that month is shorter (31 March less one month
// is 28 February; 29 February plus a year is 28 February). No imports: Node code and specs use it as it is.

/** `time` moved by `months` calendar months (negative: earlier), at the same time of day, in UTC. */
export function addCalendarMonths(time: Date, months: number): Date {
  const moved = new Date(time);
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const last = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, last));
  return moved;
}
