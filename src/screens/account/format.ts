/** A calendar date (`YYYY-MM-DD`) as the reader's language writes it, e.g. "31 Dec 2026". */
export function formatDay(day: string, language: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** A whole number in the reader's language (thousands separators). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
