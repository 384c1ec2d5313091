// The one rule for a time zone's offset, read by the browser (time-zone labels) and the reference server
// (maintenance days in the administrator's zone): both ask Intl for the zone's wall clock and compare it with UTC.

/** Minutes east of UTC of `zone`'s wall clock at `time` (ms); undefined when the zone is unknown. */
export function zoneOffset(zone: string, time: number): number | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(time);
  } catch {
    return undefined;
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(time / 60_000) * 60_000) / 60_000);
}
