// Dates, times, numbers, sizes, durations, percentages, relative times and lists, written as the interface
// language writes them: the one place the interface calls `Intl`, with one cached formatter per language and
// shape. Every function takes the language last, the interface language when left out.
import { VALUE_DECIMALS } from '../constants';
import { currentLanguage } from '../i18n';

const cache = new Map<string, unknown>();

/** The formatter of `Kind` for `language` and `options`, built once. */
function formatter<T>(kind: string, language: string, options: object, build: () => T): T {
  const id = `${kind}|${language}|${JSON.stringify(options)}`;
  let known = cache.get(id) as T | undefined;
  if (!known) {
    known = build();
    cache.set(id, known);
  }
  return known;
}

const dates = (language: string, options: Intl.DateTimeFormatOptions) =>
  formatter('date', language, options, () => new Intl.DateTimeFormat(language, options));
const numbers = (language: string, options: Intl.NumberFormatOptions = {}) =>
  formatter('number', language, options, () => new Intl.NumberFormat(language, options));

/** A moment (ISO text, epoch milliseconds or Date) as a time; undefined when it is none or not a date. */
function timeOf(value: string | number | Date | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** Writes a moment with `options`: empty for none, the value as given when it is no date. */
function moment(
  value: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
  language: string,
) {
  const time = timeOf(value);
  if (time === undefined) return value === null || value === undefined ? '' : String(value);
  return dates(language, options).format(time);
}

/** A date and time ("24 Nov 2026, 14:05" in English, "24. 11. 2026 14:05" in Czech); empty for none. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: string = currentLanguage(),
) {
  return moment(value, { dateStyle: 'medium', timeStyle: 'short' }, language);
}

/** A date and time on the wall clock of `timeZone` (an IANA id), e.g. the administrator's for maintenance. */
export function formatDateTimeIn(
  value: string | number | Date | null | undefined,
  timeZone: string,
  language: string = currentLanguage(),
) {
  return moment(value, { dateStyle: 'medium', timeStyle: 'short', timeZone }, language);
}

/** A date and time in full, with the weekday ("Tuesday, 1 December 2026 at 10:00"). */
export function formatFullDateTime(value: string | number | Date, language: string = currentLanguage()) {
  return moment(value, { dateStyle: 'full', timeStyle: 'short' }, language);
}

/** A time of day ("14:05", "2:05 PM"). */
export function formatTime(value: string | number | Date, language: string = currentLanguage()) {
  return moment(value, { timeStyle: 'short' }, language);
}

/** A calendar date (`YYYY-MM-DD`, no time zone) as a date ("31 Dec 2026"). */
export function formatDay(day: string, language: string = currentLanguage()) {
  return moment(
    /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day,
    { dateStyle: 'medium', timeZone: 'UTC' },
    language,
  );
}

/** A calendar date (`YYYY-MM-DD`) as a short day and month, for axes and week labels ("Mar 2", "2. 3."). */
export function formatShortDay(day: string, language: string = currentLanguage()) {
  return moment(
    /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day,
    { month: 'short', day: 'numeric', timeZone: 'UTC' },
    language,
  );
}

/** A number with the language's separators ("7,515", "7 515", "7.515"); at most `decimals` decimals. */
export function formatNumber(value: number, decimals = 0, language: string = currentLanguage()) {
  return numbers(language, { maximumFractionDigits: decimals }).format(value);
}

/** Rounds half away from zero to `decimals` places (spec 5: two for value display and progress bar). */
export function roundValue(value: number, decimals: number = VALUE_DECIMALS): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}

/**
 * A measured value rounded to two decimals, followed by its unit if any ("61,6 Min."); a percentage as the
 * language writes one ("1.37%", "1,37 %", "1,37%").
 */
export function formatValue(value: number, unit: string, language: string = currentLanguage()) {
  if (unit === '%') return formatPercent(roundValue(value) / 100, VALUE_DECIMALS, language);
  const text = formatNumber(roundValue(value), VALUE_DECIMALS, language);
  return unit ? `${text} ${unit}` : text;
}

/** A share from 0 to 1 as a percentage ("42 %", "42%"). */
export function formatPercent(share: number, decimals = 0, language: string = currentLanguage()) {
  return numbers(language, { style: 'percent', maximumFractionDigits: decimals }).format(share);
}

/** A quantity in a unit Intl knows (`gigabyte`, `megabyte`, `minute`...), with its short unit name unless told. */
export function formatUnit(
  value: number,
  unit: string,
  decimals = 0,
  language: string = currentLanguage(),
  display: 'short' | 'long' = 'short',
) {
  return numbers(language, {
    style: 'unit',
    unit,
    unitDisplay: display,
    maximumFractionDigits: decimals,
  }).format(value);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes in the largest binary unit under 1024, one decimal past bytes ("1.5 MB", "1,5 MB"). Bytes take
 * the unit's long name, in its plural: the short English one is "byte" whatever the number ("129 bytes").
 */
export function formatSize(bytes: number, language: string = currentLanguage()) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0
    ? formatUnit(value, 'byte', 0, language, 'long')
    : formatUnit(value, SIZE_UNITS[unit] ?? 'byte', 1, language);
}

/** A duration in minutes as hours and minutes ("1 hr, 30 min", "1 Std., 30 Min."). */
export function formatDuration(minutes: number, language: string = currentLanguage()) {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const parts = [
    hours > 0 ? formatUnit(hours, 'hour', 0, language) : '',
    rest > 0 || hours === 0 ? formatUnit(rest, 'minute', 0, language) : '',
  ];
  return formatList(parts.filter(Boolean), 'unit', language);
}

/** A time from now ("in 3 minutes", "vor 2 Tagen"); `value` is signed, negative in the past. */
export function formatRelative(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string = currentLanguage(),
) {
  return formatter(
    'relative',
    language,
    {},
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  ).format(value, unit);
}

/** Items joined as the language lists them ("a, b and c", "a, b a c"). */
export function formatList(
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
  language: string = currentLanguage(),
) {
  return formatter(
    'list',
    language,
    { type },
    () => new Intl.ListFormat(language, { type, style: type === 'unit' ? 'narrow' : 'long' }),
  ).format(items);
}
