// Values of the date input on the wire and in attributes, independent of the picker library.

/** Kinds of date input (spec 5): one day, one day and time, or a range of days (default date). */
export type DateType = 'date' | 'date-time' | 'range';

/** Separator of the two days of a range value: ISO 8601's interval notation, never translated. */
export const RANGE_VALUE_SEPARATOR = '/';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** The local date of `YYYY-MM-DD` or `YYYY-MM-DD HH:mm`, or undefined when the text is neither. */
export function parseLocalDate(text?: string | null): Date | undefined {
  const match = text ? LOCAL.exec(text.trim()) : null;
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  // new Date rolls 2024-02-31 over into March: such a text is not a date.
  return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` (flatpickr's `Y-m-d`), with ` HH:mm` (`H:i`, 24-hour) when `withTime`. */
export function formatLocalDate(date: Date, withTime = false): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/**
 * The value of chosen dates: `YYYY-MM-DD` for a date, `YYYY-MM-DD HH:mm` for a date-time,
 * `YYYY-MM-DD/YYYY-MM-DD` for a range; null when nothing (or half a range) is chosen.
 */
export function valueFromDates(type: DateType, dates: readonly Date[]): string | null {
  const [first, second] = dates;
  if (!first) return null;
  if (type === 'range') return second ? `${formatLocalDate(first)}/${formatLocalDate(second)}` : null;
  return formatLocalDate(first, type === 'date-time');
}

/** The dates a value stands for (the reverse of `valueFromDates`); none when the value is empty or invalid. */
export function datesFromValue(type: DateType, value?: string | null): Date[] {
  const parts = type === 'range' ? (value ?? '').split(RANGE_VALUE_SEPARATOR) : [value];
  const dates = parts.map(parseLocalDate);
  if (dates.some((date) => date === undefined)) return [];
  return type === 'range' && dates.length !== 2 ? [] : (dates as Date[]);
}
