import { useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../core/constants';
import { pageCountOf } from './paging';
import { nextSort, sortedIndexes } from './sort';
import type { TablePage, TableRow, TableSort } from './table-types';

/** What the table state needs from the table's props. */
export interface TableStateProps {
  rows: readonly TableRow[];
  total?: number;
  page?: number;
  pageSize?: number;
  sort?: TableSort;
  disabled?: boolean;
  onPageChange?: (page: TablePage) => void;
  onSortChange?: (sort: TableSort) => void;
  onSelectionChange?: (indexes: number[]) => void;
  onDelete?: (indexes: number[]) => void;
  onChange?: () => void;
}

/** Follows a prop into state whenever the prop itself changes, so the state stays the table's own. */
function useFollowed<T>(prop: T | undefined, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(prop ?? fallback);
  const [previous, setPrevious] = useState(prop);
  if (prop !== previous) {
    setPrevious(prop);
    if (prop !== undefined) setValue(prop);
  }
  return [value, setValue];
}

/** A count from a prop, or undefined when absent or not a number (an unset element attribute). */
function counted(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** True when a row is marked as not deletable, so it stays out of the selection. */
export function isNonDeletable(row: TableRow | undefined): boolean {
  return row?.nonDeletable === true;
}

/**
 * Paging, sorting and selection of a table. Rows it holds are sorted and paged here; with `total`
 * the server pages and sorts, and `rows` is the current page.
 */
export function useTable(props: TableStateProps) {
  const { rows, disabled } = props;
  const total = counted(props.total);
  const serverPaged = total !== undefined;
  const [page, setPage] = useFollowed(counted(props.page), 1);
  const [pageSize, setPageSize] = useFollowed(counted(props.pageSize), PAGE_SIZE_DEFAULT);
  const [sort, setSort] = useFollowed<TableSort | undefined>(props.sort, undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const rowsSeen = useRef(rows);
  const pageCount = pageCountOf(serverPaged ? total : rows.length, pageSize);

  const lines = useMemo(() => {
    if (serverPaged) return rows.map((_, i) => i);
    const start = (page - 1) * pageSize;
    return sortedIndexes(rows, sort).slice(start, start + pageSize);
  }, [rows, sort, serverPaged, page, pageSize]);

  const select = (indexes: number[]) => {
    setSelected(indexes);
    props.onSelectionChange?.(indexes);
  };
  const clearSelection = () => {
    if (selected.length > 0) select([]);
  };
  const goTo = (next: number, size = pageSize) => {
    setPage(next);
    setPageSize(size);
    clearSelection();
    props.onPageChange?.({ page: next, pageSize: size });
  };

  // Runs after every render: the rows or the page count may have changed under the table.
  useEffect(() => {
    // Line indexes name rows of the array: new rows make an old selection point at other rows.
    if (rows !== rowsSeen.current) {
      rowsSeen.current = rows;
      clearSelection();
    }
    if (page > pageCount) goTo(pageCount);
  });

  const selectable = lines.filter((line) => !isNonDeletable(rows[line]));
  const allSelected = selectable.length > 0 && selectable.every((line) => selected.includes(line));

  return {
    lines,
    rowCount: total ?? rows.length,
    page,
    pageSize,
    pageCount,
    sort,
    selected,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    sortBy(column: string) {
      if (disabled) return;
      const next = nextSort(sort, column);
      setSort(next);
      if (serverPaged) clearSelection();
      props.onSortChange?.(next);
    },
    changePage(next: number) {
      if (disabled || next < 1 || next > pageCount || next === page) return;
      goTo(next);
    },
    changePageSize(size: number) {
      if (disabled || size === pageSize) return;
      goTo(1, size);
    },
    toggle(line: number, checked: boolean) {
      if (isNonDeletable(rows[line])) return;
      const others = selected.filter((index) => index !== line);
      select(checked ? [...others, line].sort((a, b) => a - b) : others);
    },
    toggleAll() {
      select(allSelected ? [] : selectable.slice().sort((a, b) => a - b));
    },
    cancel: clearSelection,
    remove() {
      if (disabled || selected.length === 0) return;
      const indexes = selected;
      props.onDelete?.(indexes);
      props.onChange?.();
      select([]);
    },
  };
}
