// The list convention of the contract: page, size, sort, order, filter in; { items, total } out.
import { SORT_DESCENDING } from '../../src/core/constants';
import { RANGE_SEPARATOR } from '../../src/core/filters/query';
import type { Db } from '../db/database';
import { invalid } from '../http/errors';
import { nextDay } from './time';

/** A SQL condition and its parameters. */
export interface Condition {
  sql: string;
  params: unknown[];
}

/** For each filter name the list accepts, how its value becomes a condition (undefined: no condition). */
export type FilterSpec = Record<string, (value: string) => Condition | undefined>;

/** The query of a list call. */
export interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  order?: number;
  filter?: string;
}

/** Reads the filter query string; an unknown filter name is an invalid parameter. */
export function parseFilter(filter: string | undefined, spec: FilterSpec): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, value] of new URLSearchParams(filter ?? '')) {
    const toCondition = spec[name];
    if (!toCondition) throw invalid(`Unknown filter "${name}".`);
    const condition = toCondition(value.trim());
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** AND of conditions, `1 = 1` when none. */
export function where(conditions: Condition[]): Condition {
  if (conditions.length === 0) return { sql: '1 = 1', params: [] };
  return {
    sql: conditions.map((c) => `(${c.sql})`).join(' AND '),
    params: conditions.flatMap((c) => c.params),
  };
}

/** One page of a list query. */
export function page<Row, Item>(
  db: Db,
  options: {
    columns: string;
    from: string;
    base?: Condition;
    filters: FilterSpec;
    sorts: Record<string, string>;
    defaultSort: string;
    /** A unique column that ends every sort, in the same direction (so one index serves both orders). */
    tiebreak: string;
    query: ListQuery;
    map: (row: Row) => Item;
    /**
     * Choose the page's keys (the tiebreak) first, then read those rows only: an index of the sort column
     * covers the first step, so a deep page skips index entries, not rows. For one table whose sorts are
     * plain columns.
     */
    keysFirst?: boolean;
  },
): { items: Item[]; total: number } {
  const { query } = options;
  const condition = where([
    ...(options.base ? [options.base] : []),
    ...parseFilter(query.filter, options.filters),
  ]);
  const sortColumn = options.sorts[query.sort ?? options.defaultSort] ?? options.sorts[options.defaultSort];
  const direction = query.order === SORT_DESCENDING ? 'DESC' : 'ASC';
  const orderBy = `${sortColumn} ${direction}, ${options.tiebreak} ${direction}`;
  const size = query.size ?? 10;
  const offset = ((query.page ?? 1) - 1) * size;
  const total = db
    .prepare(`SELECT COUNT(*) FROM ${options.from} WHERE ${condition.sql}`)
    .pluck()
    .get(...condition.params) as number;
  const sql = options.keysFirst
    ? `SELECT ${options.columns} FROM ${options.from} WHERE ${options.tiebreak} IN (
         SELECT ${options.tiebreak} FROM ${options.from} WHERE ${condition.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?
       ) ORDER BY ${orderBy}`
    : `SELECT ${options.columns} FROM ${options.from} WHERE ${condition.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
  const rows = db.prepare(sql).all(...condition.params, size, offset) as Row[];
  return { items: rows.map(options.map), total };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filter: any of the columns contains the value (case-insensitive); empty matches everything. */
export const contains =
  (...columns: string[]) =>
  (value: string): Condition | undefined =>
    value === ''
      ? undefined
      : {
          sql: columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR '),
          params: columns.map(() => `%${escapeLike(value)}%`),
        };

/** The distinct trigrams of a text (at most `max`), leaving out those with control characters. */
function trigrams(text: string, max: number): string[] {
  const chars = [...text];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length && found.size < max; i++) {
    const trigram = chars.slice(i, i + 3).join('');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is left out
    if (!/[\u0000-\u001f\u007f]/.test(trigram)) found.add(trigram);
  }
  return [...found];
}

/** An FTS5 table (tokenize 'trigram', detail 'none') over some text columns of a table, whose rowid is `key`. */
export interface TrigramIndex {
  table: string;
  key: string;
  columns: readonly string[];
}

/**
 * Filter `contains` on some of the columns of a trigram index: a value of 3 characters or more takes its
 * candidates from the index (rows holding each of its trigrams, in any indexed column), then the exact LIKE
 * test of `contains` runs on them only: the same answer as `contains`. A shorter value is the LIKE scan.
 */
export const indexedContains =
  (index: TrigramIndex, columns: string[]) =>
  (value: string): Condition | undefined => {
    const exact = contains(...columns)(value);
    const words = trigrams(value, 16);
    if (!exact || words.length === 0) return exact;
    const candidates = {
      sql: `${index.key} IN (SELECT rowid FROM ${index.table} WHERE ${index.table} MATCH ?)`,
      params: [words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ')],
    };
    // Three printable ASCII characters are one trigram, and for them the index folds case as LIKE does
    // (but for the Kelvin sign and the long s, which it folds to k and s): on every indexed column, it alone
    // is the answer. These short values are also the broadest searches, where a second test costs most.
    const everyColumn = index.columns.every((column) => columns.includes(column));
    if (everyColumn && /^[\x20-\x7e]{3}$/.test(value)) return candidates;
    return { sql: `${candidates.sql} AND (${exact.sql})`, params: [...candidates.params, ...exact.params] };
  };

/** Filter: the column equals the value; empty matches everything. */
export const equals =
  (column: string) =>
  (value: string): Condition | undefined =>
    value === '' ? undefined : { sql: `${column} = ?`, params: [value] };

/** Filter: the column is one of the allowed values. */
export const oneOf =
  (column: string, allowed: readonly string[]) =>
  (value: string): Condition | undefined => {
    if (value === '' || value === 'all') return undefined;
    if (!allowed.includes(value)) throw invalid(`Unknown value "${value}".`);
    return { sql: `${column} = ?`, params: [value] };
  };

/** Filter: a boolean column; `true` or `false` (an empty value, sent as false, counts as false). */
export const flag =
  (column: string) =>
  (value: string): Condition => {
    if (!['true', 'false', ''].includes(value)) throw invalid(`Not a boolean: "${value}".`);
    return { sql: `${column} = ?`, params: [value === 'true' ? 1 : 0] };
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day that exists (not 2024-02-30), or undefined. */
function day(text: string | undefined): string | undefined {
  if (text === undefined || !DAY.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

/** The two ends of a range value ('' for an open end of `start~stop`), or undefined when it is not one. */
export function rangeEnds(value: string): [string, string] | undefined {
  if (value.includes(RANGE_SEPARATOR)) {
    const [start = '', stop = '', ...rest] = value.split(RANGE_SEPARATOR);
    if (rest.length > 0) return undefined;
    try {
      // The filter panel writes '%' and '~' inside an end as %25 and %7E.
      return [decodeURIComponent(start).trim(), decodeURIComponent(stop).trim()];
    } catch {
      return undefined;
    }
  }
  const [start = '', stop = start, ...rest] = value.split(/\s+to\s+|,/).map((part) => part.trim());
  return rest.length > 0 || start === '' || stop === '' ? undefined : [start, stop];
}

/**
 * Filter: an ISO time column within a range of days, both ends included: `start~stop` as the filter panel
 * writes it (an open end is empty: `2024-05-01~`, `~2024-05-31`), `YYYY-MM-DD to YYYY-MM-DD`,
 * `YYYY-MM-DD,YYYY-MM-DD` or one day. Anything else is an invalid parameter.
 */
export const dateRange =
  (column: string) =>
  (value: string): Condition | undefined => {
    if (value === '') return undefined;
    const [from, to] = rangeEnds(value) ?? ['?', '?'];
    const start = from === '' ? '' : day(from);
    const stop = to === '' ? '' : day(to);
    if (start === undefined || stop === undefined) throw invalid(`Not a date range: "${value}".`);
    const parts: Condition[] = [];
    if (start !== '') parts.push({ sql: `${column} >= ?`, params: [start] });
    if (stop !== '') parts.push({ sql: `${column} < ?`, params: [nextDay(stop)] });
    return parts.length === 0 ? undefined : where(parts);
  };
