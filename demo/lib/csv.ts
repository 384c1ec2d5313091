// CSV in and out: `;` separated, text quoted, numbers and booleans not (spec section 7).
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { CSV_SEPARATOR } from '../../src/core/constants';
import { isEmail as isOneEmail } from '../../src/core/validators';
import { invalid } from '../http/errors';

const SEPARATORS = [';', ',', '\t'];

/**
 * The separator of a CSV text: the first of `;`, `,` and tab its first line holds. Papa's own guess prefers
 * the separator that gives every line the same number of cells, so one line without any separator (a bad
 * line of an import) made it cut nothing; the first line says what the file is written with.
 */
function separatorOf(text: string): string | undefined {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return SEPARATORS.find((separator) => first.includes(separator));
}

/** The rows of a CSV text (separator `;`, `,` or tab), empty lines skipped; unreadable text is a 400. */
export function parseCsv(text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(clean, {
    skipEmptyLines: 'greedy',
    delimiter: separatorOf(clean) ?? '',
    delimitersToGuess: SEPARATORS,
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

/** One CSV line (no line end) of a row, in the order of the columns. */
export function csvLine(columns: readonly string[], row: Record<string, Cell>): string {
  return columns.map((c) => cell(row[c])).join(CSV_SEPARATOR);
}

/** A CSV text with a header row of the columns. */
export function toCsv(columns: string[], rows: Record<string, Cell>[]): string {
  const lines = [columns.join(CSV_SEPARATOR), ...rows.map((row) => csvLine(columns, row))];
  return `${lines.join('\r\n')}\r\n`;
}

const CHUNK_CHARACTERS = 64 * 1024;

/**
 * The same text as `toCsv`, as a stream: the rows (made records by `record`) are read one by one while the answer is written, in chunks
 * of about 64 KB, so neither the rows nor the text are ever all in memory. Reading pauses while the
 * client is slower (back pressure); a client that goes away ends the iteration (its `finally` runs).
 */
export function csvStream<Row>(
  columns: readonly string[],
  rows: Iterable<Row>,
  record: (row: Row) => Record<string, Cell>,
): Readable {
  function* chunks(): Generator<string> {
    let chunk = `${columns.join(CSV_SEPARATOR)}\r\n`;
    for (const row of rows) {
      chunk += `${csvLine(columns, record(row))}\r\n`;
      if (chunk.length >= CHUNK_CHARACTERS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk !== '') yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** True for a plausible e-mail address of at most 320 characters, without any unsafe character (core's rule). */
export function isEmail(value: string): boolean {
  return value.length <= 320 && isOneEmail(value);
}
