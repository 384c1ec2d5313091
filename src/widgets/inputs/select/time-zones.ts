import type { SelectOption } from './select';

let zones: string[] | undefined;

/** Every IANA time zone the browser knows, plus `current` when the browser's list lacks it (e.g. "UTC"). */
export function timeZoneOptions(current: string): SelectOption[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
