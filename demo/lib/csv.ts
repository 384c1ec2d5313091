// CSV in and out: `;` separated, text quoted, numbers and booleans not (spec section 7).
import Papa from 'papaparse';
import { CSV_SEPARATOR } from '../../src/core/constants';
import { invalid } from '../http/errors';

/** The rows of a CSV text (separator `;`, `,` or tab), empty lines skipped; unreadable text is a 400. */
export function parseCsv(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  const fatal = result.errors.find(
    (error) => error.type === 'Quotes' || error.code === 'UndetectableDelimiter',
  );
  if (fatal && result.data.length === 0) throw invalid(`Unreadable CSV: ${fatal.message}`);
  if (result.errors.some((error) => error.type === 'Quotes'))
    throw invalid('Unreadable CSV: unbalanced quotes.');
  if (result.data.length > 100_000) throw invalid('Too many lines.');
  return result.data.map((row) => row.map((cell) => cell.trim()));
}

/** The CSV rows under a header row that must name `required` columns; answers objects by column name. */
export function csvRecords(
  text: string,
  required: string[],
): { line: number; record: Record<string, string> }[] {
  const [header, ...rows] = parseCsv(text);
  const columns = (header ?? []).map((name) => name.trim());
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw invalid(`Missing column(s): ${missing.join(', ')}.`);
  return rows.map((row, index) => ({
    line: index + 2,
    record: Object.fromEntries(columns.map((name, i) => [name, row[i] ?? ''])),
  }));
}

type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  // A cell starting like a formula would run in a spreadsheet: neutralise it.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV text with a header row of the columns. */
export function toCsv(columns: string[], rows: Record<string, Cell>[]): string {
  const lines = [
    columns.join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((c) => cell(row[c])).join(CSV_SEPARATOR)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** True for a plausible e-mail address. */
export function isEmail(value: string): boolean {
  return value.length <= 320 && /^[^\s@;,"<>]+@[^\s@;,"<>]+\.[^\s@;,"<>]+$/.test(value);
}
