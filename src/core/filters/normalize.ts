// What a filter value becomes before it is written to, or after it is read from, the query.
import type { FilterDefinition, FilterValue } from './types';

/** Number bound of a definition, if it has a usable one. */
function numberBound(bound: number | string | undefined): number | undefined {
  if (bound === undefined || bound === '') return undefined;
  const number = Number(bound);
  return Number.isNaN(number) ? undefined : number;
}

/** Date bound of a definition, if it has one: date text such as '2024-05-31' or '2024-05-31 14:30'. */
function dateBound(bound: number | string | undefined): string | undefined {
  return typeof bound === 'string' && bound !== '' ? bound : undefined;
}

// Dates travel as year-month-day text, so text order is date order. Comparing on the shorter length
// lets a day bound ('2024-05-31') cover every time of that day ('2024-05-31 23:55').
function compareDates(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  const left = a.slice(0, length);
  const right = b.slice(0, length);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A number held within the definition's min and max (out-of-range values go to the nearest bound). */
export function clampNumber(definition: FilterDefinition, value: number): number {
  const min = numberBound(definition.min);
  const max = numberBound(definition.max);
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** A date held within the definition's min and max (out-of-range dates go to the nearest bound). */
export function clampDate(definition: FilterDefinition, value: string): string {
  const min = dateBound(definition.min);
  const max = dateBound(definition.max);
  if (min !== undefined && compareDates(value, min) < 0) return min;
  if (max !== undefined && compareDates(value, max) > 0) return max;
  return value;
}

function toNumber(value: FilterValue | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function toText(value: FilterValue | undefined): string {
  return value === null || value === undefined || Array.isArray(value) ? '' : String(value);
}

function toRange(definition: FilterDefinition, value: FilterValue | undefined): [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [start, stop] = value.map((end) => (end === '' ? '' : clampDate(definition, String(end))));
  if (start === undefined || stop === undefined || (start === '' && stop === '')) return undefined;
  return [start, stop];
}

/**
 * The value a filter contributes to the query, or undefined when it is left out (spec section 5):
 * a string filter is always there (empty when it has no value), a boolean without value is false,
 * any other filter only with a value; numbers and dates are clamped to min and max.
 */
export function normalizeFilterValue(
  definition: FilterDefinition,
  value: FilterValue | undefined,
): FilterValue | undefined {
  switch (definition.type) {
    case 'string':
      return toText(value);
    case 'boolean':
      return value === true || value === 'true';
    case 'number': {
      const number = toNumber(value);
      return number === undefined ? undefined : clampNumber(definition, number);
    }
    case 'select': {
      const text = toText(value);
      const options = definition.selectOptions;
      if (text === '' || (options && !options.some((option) => option.value === text))) return undefined;
      return text;
    }
    case 'date':
    case 'date-time': {
      const text = toText(value);
      return text === '' ? undefined : clampDate(definition, text);
    }
    case 'date-range':
      return toRange(definition, value);
  }
}
