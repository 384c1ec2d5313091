// Reading CSV files for imports (users, GDPR texts): which lines are good, which are bad and why.
import Papa from 'papaparse';

/** A good line: its 1-based line number in the file and its trimmed cells by column name. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

/**
 * A bad line and why: 'missing-quotes', 'invalid-quotes', 'too-few-fields', 'too-many-fields',
 * 'missing-column' (line 1), 'missing-value' (with the field), or what `validate` answered.
 */
export interface CsvLineError {
  line: number;
  reason: string;
  field?: string;
}

/** What readCsv found. */
export interface CsvReadResult {
  separator: string;
  headers: string[];
  rows: CsvRow[];
  errors: CsvLineError[];
}

/** How readCsv checks the file. */
export interface CsvReadOptions {
  /** Forces the separator instead of detecting ';' or ',' from the header line. */
  separator?: string;
  /** Columns the header must have and every line must fill. */
  required?: string[];
  /** Checks a line; answers the reason it is bad, or undefined when it is good. */
  validate?: (values: Record<string, string>) => string | undefined;
}

// The WHATWG rule of <input type="email">, so an import accepts what the screens' inputs accept.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether an import's e-mail cell is a valid address (else the screen shows "Email is invalid."). */
export function validateEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** ';' or ',', whichever the header line holds more of outside quotes; ';' on a tie. */
function detectSeparator(text: string): string {
  const header = (text.split('\n').find((line) => line.trim() !== '') ?? '').replace(/"[^"]*"/g, '');
  const count = (separator: string) => header.split(separator).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

const kebab = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

type Checked = { values: Record<string, string> } | { error: Omit<CsvLineError, 'line'> };

function checkRow(headers: string[], cells: string[], options: CsvReadOptions): Checked {
  // Spreadsheets often end lines with empty cells: only extra cells with content are an error.
  if (cells.slice(headers.length).some((cell) => cell !== ''))
    return { error: { reason: 'too-many-fields' } };
  if (cells.length < headers.length) return { error: { reason: 'too-few-fields' } };
  const values = Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']));
  const field = options.required?.find((name) => !values[name]);
  if (field !== undefined) return { error: { reason: 'missing-value', field } };
  const reason = options.validate?.(values);
  return reason === undefined ? { values } : { error: { reason } };
}

/**
 * Reads CSV text with a header row: separator ';' or ',' detected, cells trimmed, blank lines
 * skipped; each line is either a row or an error with its line number. A bad header (broken quotes,
 * a required column missing) is reported on line 1 and no row is read.
 */
export function readCsv(text: string, options: CsvReadOptions = {}): CsvReadResult {
  // One line break form keeps Papa's offsets and our line count in step.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const separator = options.separator ?? detectSeparator(source);
  const result: CsvReadResult = { separator, headers: [], rows: [], errors: [] };
  // Line of the record being read: line breaks are counted up to where it starts (Papa's cursor).
  let recordStart = 0;
  let line = 1;
  let counted = 0;
  let headerRead = false;
  Papa.parse<string[]>(source, {
    delimiter: separator,
    skipEmptyLines: false,
    step: ({ data, errors, meta }, parser) => {
      for (; counted < recordStart; counted++) if (source[counted] === '\n') line++;
      recordStart = meta.cursor;
      const cells = data.map((cell) => cell.trim());
      if (cells.every((cell) => cell === '')) return;
      const quoteError = errors[0] && { reason: kebab(errors[0].code) };
      if (headerRead) {
        const checked = quoteError ? { error: quoteError } : checkRow(result.headers, cells, options);
        if ('error' in checked) result.errors.push({ line, ...checked.error });
        else result.rows.push({ line, values: checked.values });
        return;
      }
      headerRead = true;
      result.headers = cells;
      const missing = (options.required ?? []).filter((field) => !cells.includes(field));
      const problems = quoteError
        ? [quoteError]
        : missing.map((field) => ({ reason: 'missing-column', field }));
      for (const problem of problems) result.errors.push({ line, ...problem });
      if (problems.length > 0) parser.abort();
    },
  });
  return result;
}
