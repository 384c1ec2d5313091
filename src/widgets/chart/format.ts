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
