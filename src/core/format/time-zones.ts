// The product's time zones: one IANA list shipped with it (scripts/time-zones.js), the same in every browser,
// old names read as current ones, each labelled in the interface language with its offset now.
import { currentLanguage } from '../i18n';
import list from './time-zones.json';

/** A time zone to choose: its IANA id, its label and its offset from UTC in minutes, now. */
export interface TimeZoneChoice {
  id: string;
  label: string;
  offset: number;
}

const ALIASES: Readonly<Record<string, string>> = list.aliases;
const COUNTRY = new Map(list.zones.map(([id, country]) => [id, country] as const));

/** Every time zone of the product, by IANA id, `UTC` first. */
export const TIME_ZONES: readonly string[] = list.zones.map(([id]) => id as string);

/** The current IANA id of `id` (`Asia/Calcutta` is `Asia/Kolkata`); an id the list does not know, as given. */
export function canonicalTimeZone(id: string): string {
  return ALIASES[id] ?? id;
}

/** Minutes east of UTC of `zone` at `now`; undefined when the browser does not know the zone. */
function offsetOf(zone: string, now: number): number | undefined {
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    const [, sign, hours, minutes] = name?.match(/GMT([+-])(\d{2}):(\d{2})/) ?? [];
    return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  } catch {
    return undefined;
  }
}

/** "UTC+05:30", "UTC−03:00", "UTC": an offset as the list shows it. */
function offsetText(offset: number): string {
  if (offset === 0) return 'UTC';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  return `UTC${offset < 0 ? '−' : '+'}${hours}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
}

/** The zone's name in `language` ("Mitteleuropäische Zeit"), unless the engine only knows its offset. */
function zoneName(zone: string, language: string, now: number): string {
  const name = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && !/^(GMT|UTC)([+−-]|$)/.test(name) ? name : '';
}

const choices = new Map<string, TimeZoneChoice[]>();

/**
 * Every time zone as the interface language names it, "(UTC+01:00) Paris, Frankreich · Mitteleuropäische Zeit",
 * sorted by offset then label; built once per language and day.
 */
export function timeZoneChoices(language: string = currentLanguage(), now = Date.now()): TimeZoneChoice[] {
  const id = `${language}|${Math.floor(now / 86_400_000)}`;
  const known = choices.get(id);
  if (known) return known;
  const countries = new Intl.DisplayNames(language, { type: 'region' });
  const built = TIME_ZONES.flatMap((zone) => {
    const offset = offsetOf(zone, now);
    if (offset === undefined) return [];
    const country = COUNTRY.get(zone);
    const city = zone === 'UTC' ? 'UTC' : (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
    const place = country ? `${city}, ${countries.of(country)}` : city;
    const name = zoneName(zone, language, now);
    const label = `(${offsetText(offset)}) ${place}${name ? ` · ${name}` : ''}`;
    return [{ id: zone, label, offset }];
  });
  const collator = new Intl.Collator(language);
  built.sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label));
  choices.set(id, built);
  return built;
}
