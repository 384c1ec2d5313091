import { SORT_ASCENDING, SORT_DESCENDING } from '../../core/constants';
import type { TableRow, TableSort } from './table-types';

/** The sort after a click on `column`: an unsorted column sorts ascending, then the order flips. */
export function nextSort(current: TableSort | undefined, column: string): TableSort {
  if (current?.column !== column) return { column, order: SORT_ASCENDING };
  return { column, order: current.order === SORT_ASCENDING ? SORT_DESCENDING : SORT_ASCENDING };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function comparable(value: unknown): number | string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'boolean') return Number(value);
  return String(value);
}

/** Compares two cell values: numbers and dates by value, text in natural order, empty cells last. */
export function compareCells(a: unknown, b: unknown): number {
  const left = comparable(a);
  const right = comparable(b);
  if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** Indexes of `rows` in the order `sort` asks for (stable; empty cells stay last in both orders). */
export function sortedIndexes(rows: readonly TableRow[], sort: TableSort | undefined): number[] {
  const indexes = rows.map((_, i) => i);
  if (!sort) return indexes;
  const sign = sort.order === SORT_DESCENDING ? -1 : 1;
  return indexes.sort((i, j) => {
    const a = rows[i]?.[sort.column];
    const b = rows[j]?.[sort.column];
    const empty = (comparable(a) === undefined ? 1 : 0) - (comparable(b) === undefined ? 1 : 0);
    return empty !== 0 ? empty : sign * compareCells(a, b);
  });
}
