// The filter query of spec section 5: name=value pairs joined by '&', names and values URI-encoded.
import { normalizeFilterValue } from './normalize';
import type { FilterDefinition, FilterValue, FilterValues } from './types';

/**
 * Joins the two ends of a date range into one query value: `start~stop`. Inside each end '%' and '~'
 * are first written '%25' and '%7E', so an end may hold any text; an open end is empty ('2024-05-01~').
 */
export const RANGE_SEPARATOR = '~';

// Lone surrogates are not text: encodeURIComponent throws on them, so they become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** decodeURIComponent that answers undefined for malformed input instead of throwing. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function escapeRangeEnd(end: string): string {
  return end.replace(/%/g, '%25').replace(/~/g, '%7E');
}

function writeValue(definition: FilterDefinition, value: FilterValue): string {
  if (definition.formatter) return definition.formatter(value);
  if (Array.isArray(value)) return value.map(escapeRangeEnd).join(RANGE_SEPARATOR);
  return String(value);
}

function readValue(definition: FilterDefinition, text: string): FilterValue | undefined {
  switch (definition.type) {
    case 'number':
      return text.trim() === '' ? null : Number(text);
    case 'boolean':
      return text === 'true';
    case 'date-range': {
      const ends = text.split(RANGE_SEPARATOR).map(decode);
      const [start, stop] = ends;
      return ends.length === 2 && start !== undefined && stop !== undefined ? [start, stop] : null;
    }
    default:
      return text;
  }
}

/** The value a filter takes when it is added to a panel: its defaultValue, else '', false or null. */
export function defaultFilterValue(definition: FilterDefinition): FilterValue {
  if (definition.defaultValue !== undefined) return definition.defaultValue;
  if (definition.type === 'string') return '';
  if (definition.type === 'boolean') return false;
  return null;
}

/**
 * The query string of the filters present in `values` (the ones added to the panel), in definition
 * order. Numbers and dates outside min and max are sent as the nearest bound.
 */
export function encodeFilterQuery(definitions: FilterDefinition[], values: FilterValues): string {
  const pairs: string[] = [];
  for (const definition of definitions) {
    if (!Object.hasOwn(values, definition.name)) continue;
    const value = normalizeFilterValue(definition, values[definition.name]);
    if (value === undefined) continue;
    pairs.push(`${encode(definition.name)}=${encode(writeValue(definition, value))}`);
  }
  return pairs.join('&');
}

/**
 * The typed values of a query string (numbers as numbers, booleans as booleans, ranges as pairs).
 * Unknown names, malformed pairs and values a filter cannot hold are skipped; a formatter is not undone.
 */
export function decodeFilterQuery(definitions: FilterDefinition[], query: string): FilterValues {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const values: FilterValues = {};
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    const text = decode(at < 0 ? '' : pair.slice(at + 1));
    const definition = name === undefined ? undefined : byName.get(name);
    if (!definition || text === undefined) continue;
    const value = normalizeFilterValue(definition, readValue(definition, text));
    // Defined, not assigned: a filter named "__proto__" is a value like any other, not the object's prototype.
    if (value !== undefined)
      Object.defineProperty(values, definition.name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return values;
}

/** `query` with the text filter `name` set to `text` (removed when `text` is blank), the other filters kept. */
export function withFilterText(
  definitions: FilterDefinition[],
  query: string,
  name: string,
  text: string,
): string {
  const values = decodeFilterQuery(definitions, query);
  if (text.trim() === '') delete values[name];
  else values[name] = text.trim();
  return encodeFilterQuery(definitions, values);
}
