/** A moment as the reader's language writes it, with the date and the time (e.g. "Mar 2, 2026, 9:41 AM"). */
export function formatMoment(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** The short label of a week from its Monday (`YYYY-MM-DD`), e.g. "Mar 2" or "2. 3.". */
export function formatWeek(monday: string, language: string): string {
  const time = Date.parse(`${monday}T00:00:00Z`);
  if (Number.isNaN(time)) return monday;
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}
