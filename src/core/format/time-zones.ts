// The product's time zones: one IANA list shipped with it (scripts/time-zones.js), the same in every browser,
// old names read as current ones, each labelled with its offset now and its country in the interface language.
import { currentLanguage } from '../i18n';
import list from './time-zones.json';
import { zoneOffset } from './zone-offset';

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

/** "UTC+05:30", "UTC−03:00", "UTC": an offset as the list shows it. */
function offsetText(offset: number): string {
  if (offset === 0) return 'UTC';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  return `UTC${offset < 0 ? '−' : '+'}${hours}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
}

const offsets = new Map<string, number | undefined>();

/** The offset of `zone` at `now` (zoneOffset), read once per zone and hour: the same in every language. */
function offsetOf(zone: string, now: number): number | undefined {
  const id = `${zone}|${Math.floor(now / 3_600_000)}`;
  if (offsets.has(id)) return offsets.get(id);
  const offset = zoneOffset(zone, now);
  offsets.set(id, offset);
  return offset;
}

/**
 * One zone as the list shows it in `language`: "Paris, Frankreich (UTC+01:00)" (the country in that language).
 * The place comes first so that typing a city's name in the closed list picks it.
 */
export function timeZoneChoice(
  zone: string,
  language: string = currentLanguage(),
  now = Date.now(),
): TimeZoneChoice | undefined {
  const offset = offsetOf(zone, now);
  if (offset === undefined) return undefined;
  const country = COUNTRY.get(zone);
  const city = zone === 'UTC' ? 'UTC' : (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  const place = country ? `${city}, ${regions(language).of(country)}` : city;
  return { id: zone, label: zone === 'UTC' ? 'UTC' : `${place} (${offsetText(offset)})`, offset };
}

const regionNames = new Map<string, Intl.DisplayNames>();
const regions = (language: string) => {
  const known = regionNames.get(language) ?? new Intl.DisplayNames(language, { type: 'region' });
  regionNames.set(language, known);
  return known;
};

const choices = new Map<string, TimeZoneChoice[]>();

/**
 * Every time zone as the interface language names it, "Paris, Frankreich (UTC+01:00)",
 * sorted by offset then label; built once per language and day.
 */
export function timeZoneChoices(language: string = currentLanguage(), now = Date.now()): TimeZoneChoice[] {
  const id = `${language}|${Math.floor(now / 86_400_000)}`;
  const known = choices.get(id);
  if (known) return known;
  const built = TIME_ZONES.map((zone) => timeZoneChoice(zone, language, now)).filter(
    (choice) => choice !== undefined,
  );
  const collator = new Intl.Collator(language);
  built.sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label));
  choices.set(id, built);
  return built;
}

/** True when the browser knows `zone` (an IANA id). */
export function isKnownTimeZone(zone: string): boolean {
  return offsetOf(zone, Date.now()) !== undefined;
}

/** The `YYYY-MM-DD` day that the wall clock of `zone` reads at `now`. */
export function dayIn(zone: string, now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
