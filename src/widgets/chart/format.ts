import { VALUE_DECIMALS } from '../../core/constants';

/** Rounds half away from zero to `decimals` places (spec 5: two for value display and progress bar). */
export function roundValue(value: number, decimals: number = VALUE_DECIMALS): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}

/** A value rounded to two decimals in the reader's language, followed by its unit (if any). */
export function formatValue(value: number, unit: string, language: string): string {
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: VALUE_DECIMALS }).format(
    roundValue(value),
  );
  return unit ? `${text} ${unit}` : text;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A category as an axis shows it: an ISO day (`2026-11-02`) as a short date in the reader's language
 * ("Nov 2", "2. 11."), any other label as it is.
 */
export function axisLabel(label: string, language: string): string {
  const day = ISO_DAY.exec(label);
  if (!day) return label;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
