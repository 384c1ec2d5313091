// A date input's limits as a form sees them: a value the page set (or kept) outside min..max is refused.
import { translate } from '../../../core/i18n';
import { type DateType, datesFromValue, parseLocalDate } from './date-values';

/** Why a date is refused, in `ValidityState`'s words, with the message to show. */
export interface DateRefusal {
  flag: 'rangeUnderflow' | 'rangeOverflow';
  message: string;
}

/** Which limit `value` breaks: before `min`, after `max` (for a range, either end), or none. */
export function dateOutOfRange(
  type: DateType,
  value: unknown,
  min?: unknown,
  max?: unknown,
): 'rangeUnderflow' | 'rangeOverflow' | null {
  const dates = datesFromValue(type, typeof value === 'string' ? value : null);
  const first = parseLocalDate(typeof min === 'string' ? min : undefined);
  const last = parseLocalDate(typeof max === 'string' ? max : undefined);
  if (first && dates.some((date) => date < first)) return 'rangeUnderflow';
  if (last && dates.some((date) => date > last)) return 'rangeOverflow';
  return null;
}

/** The refusal of a date input's value by its `min` and `max` props, in the interface language; null when none. */
export function dateRefusal(props: Record<string, unknown>, value: unknown): DateRefusal | null {
  const flag = dateOutOfRange((props.type as DateType | undefined) ?? 'date', value, props.min, props.max);
  if (!flag) return null;
  const limit = { min: props.min, max: props.max };
  const message =
    flag === 'rangeUnderflow'
      ? translate('input', 'validity.rangeUnderflow', limit)
      : translate('input', 'validity.rangeOverflow', limit);
  return { flag, message };
}
