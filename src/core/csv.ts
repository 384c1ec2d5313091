// CSV text of spec section 7, for downloads: Excel and LibreOffice open it as it is.
import { CSV_SEPARATOR } from './constants';

/** How toCsv writes its items. */
export interface CsvOptions {
  /** Cell separator; CSV_SEPARATOR (';') by default. */
  separator?: string;
  /**
   * Nested values, as `{ path: column }`: `{ 'organization.name': 'organization' }` writes the
   * organization's name in the column `organization`. A column not among the first item's keys is
   * added after them.
   */
  fields?: Record<string, string>;
}

const LINE_END = '\r\n';
// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): a leading
// apostrophe makes it text again.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: quoted, quotes doubled, formula starts neutralized. */
function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'string') return textCell(value);
  if (value instanceof Date) return textCell(Number.isNaN(value.getTime()) ? '' : value.toISOString());
  // An unmapped object or array is still readable as JSON rather than "[object Object]".
  return textCell(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

function readPath(item: object, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * CSV text of the items: a header row from the keys of the first item, one row per item; text values
 * quoted, numbers and booleans not, null and undefined empty; lines end with CRLF. No items, no text.
 */
export function toCsv(items: readonly object[], options: CsvOptions = {}): string {
  const [first] = items;
  if (!first) return '';
  const separator = options.separator ?? CSV_SEPARATOR;
  const pathOf = new Map(Object.entries(options.fields ?? {}).map(([path, column]) => [column, path]));
  const columns = [...new Set([...Object.keys(first), ...pathOf.keys()])];
  const row = (values: unknown[]) => values.map(cell).join(separator);
  const read = (item: object, column: string) => {
    const path = pathOf.get(column);
    return path === undefined ? (item as Record<string, unknown>)[column] : readPath(item, path);
  };
  const lines = [row(columns)];
  for (const item of items) lines.push(row(columns.map((column) => read(item, column))));
  return lines.join(LINE_END) + LINE_END;
}

/**
 * The first column of a CSV text as toCsv (or the server's export) writes it, header left out: each cell unquoted,
 * its quotes undoubled and the apostrophe put before a formula start taken away. Empty cells are left out.
 */
export function firstColumn(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const cell = line.startsWith('"')
        ? (line.match(/^"((?:[^"]|"")*)"/)?.[1] ?? '')
        : (line.split(CSV_SEPARATOR)[0] ?? '');
      return cell.replace(/""/g, '"').replace(/^'(?=[=+\-@\t\r])/, '');
    })
    .filter(Boolean);
}
