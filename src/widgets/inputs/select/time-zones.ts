import { canonicalTimeZone, timeZoneChoices } from '../../../core/format/time-zones';
import type { SelectOption } from './select';

/**
 * The product's time zones in the interface language, sorted by offset. A stored old name (`Asia/Calcutta`) is
 * the value of its current zone's entry, so the choice shows and nothing stored is lost; an id the list does not
 * know comes first, as given.
 */
export function timeZoneOptions(current: string, language?: string): SelectOption[] {
  const canonical = canonicalTimeZone(current);
  const options = timeZoneChoices(language).map(({ id, label }) => ({
    value: id === canonical ? current || id : id,
    label,
  }));
  return current && !options.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}
