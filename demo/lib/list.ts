// The list convention of the contract: page, size, sort, order, filter in; { items, total } out.
import { SORT_DESCENDING } from '../../src/core/constants';
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
    tiebreak: string;
    query: ListQuery;
    map: (row: Row) => Item;
  },
): { items: Item[]; total: number } {
  const { query } = options;
  const condition = where([
    ...(options.base ? [options.base] : []),
    ...parseFilter(query.filter, options.filters),
  ]);
  const sortColumn = options.sorts[query.sort ?? options.defaultSort] ?? options.sorts[options.defaultSort];
  const direction = query.order === SORT_DESCENDING ? 'DESC' : 'ASC';
  const size = query.size ?? 10;
  const offset = ((query.page ?? 1) - 1) * size;
  const total = db
    .prepare(`SELECT COUNT(*) FROM ${options.from} WHERE ${condition.sql}`)
    .pluck()
    .get(...condition.params) as number;
  const rows = db
    .prepare(
      `SELECT ${options.columns} FROM ${options.from} WHERE ${condition.sql}
       ORDER BY ${sortColumn} ${direction}, ${options.tiebreak} LIMIT ? OFFSET ?`,
    )
    .all(...condition.params, size, offset) as Row[];
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

/** Filter: an ISO time column within `YYYY-MM-DD to YYYY-MM-DD` (or one day; `,` also separates). */
export const dateRange =
  (column: string) =>
  (value: string): Condition | undefined => {
    if (value === '') return undefined;
    const [from = '', to = from] = value.split(/\s+to\s+|,/).map((part) => part.trim());
    if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
      throw invalid(`Not a date range: "${value}".`);
    }
    return { sql: `${column} >= ? AND ${column} < ?`, params: [from, nextDay(to)] };
  };
