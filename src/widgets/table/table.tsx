import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../core/constants';
import { formatList } from '../../core/format';
import { sheet, useStyleSheets } from '../styles';
import { useT } from '../use-t';
import { cellContent } from './cell';
import { PhoneHead } from './phone-head';
import { SelectionBar } from './selection-bar';
import css from './table.css?inline';
import { TableHead } from './table-head';
import { TablePaging } from './table-paging';
import type { CellRenderer, TableColumn, TableRow } from './table-types';
import { useTranslated } from './translated';
import { useFit } from './use-fit';
import { isNonDeletable, type TableStateProps, useTable } from './use-table';

const SHEETS = [sheet(css)];
// Stable empties: an element renders before its columns and rows arrive, and new rows clear the selection.
const NO_COLUMNS: readonly TableColumn[] = [];
const NO_ROWS: readonly TableRow[] = [];

/** Props of a table: what it shows, how it pages, and what it tells its parent. */
export interface TableProps extends TableStateProps {
  columns: readonly TableColumn[];
  /** Accessible name of the table. */
  label?: string;
  /** Shown instead of the rows when there are none (default: the translated "no data" message). */
  emptyMessage?: string;
  /** Rows get checkboxes and a selection bar. */
  selectable?: boolean;
  /** The selection bar offers delete. */
  deletable?: boolean;
  /** More actions the selection bar offers, given the selected lines (indexes in `rows`). */
  selectionActions?: (lines: readonly number[]) => ReactNode;
  /** Draws a cell; returning undefined keeps the default text. */
  renderCell?: CellRenderer;
  /** Names a row for its checkbox ("Select Anna Nagy"); default: its `name` column, else its first text. */
  rowLabel?: (row: TableRow) => string;
  /** `total` is an estimate (a server's list of millions): the range says "about". */
  totalEstimated?: boolean;
  /** False for a table that never has a second page (a top 5, within the smallest page size): no paging bar. */
  paged?: boolean;
}

/** What names a row to its checkbox: its `name` column, else its first shown text ('' when it has none). */
export function rowName(row: TableRow, columns: readonly TableColumn[]): string {
  const named = columns.find((column) => column.name === 'name');
  for (const column of named ? [named, ...columns] : columns) {
    const value = row[column.name];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value).trim();
  }
  return '';
}

/**
 * A table of rows that sorts, pages and selects (spec 4 "Table"). Without `total` it sorts and pages the
 * rows it holds; with `total` the server does, `rows` is the current page, and the table reports
 * page, size and sort changes. Pass a stable `rows` array: new rows clear the selection.
 */
export function Table(props: TableProps) {
  const { label, emptyMessage, selectable, deletable, disabled, renderCell, rowLabel } = props;
  const columns = props.columns ?? NO_COLUMNS;
  const rows = props.rows ?? NO_ROWS;
  const t = useT('table');
  const text = useTranslated(columns.map((column) => column.translation));
  const adopt = useStyleSheets(SHEETS);
  const table = useTable({ ...props, rows });
  const visible = useMemo(() => columns.filter((column) => !column.hidden), [columns]);
  const { ref: scrollRef, shown, left, overflows } = useFit(visible);
  const empty = rows.length === 0;
  // Rows that fit on one page of the default size and of the chosen one need no paging; past the default size
  // the bar stays, so a larger size chosen can be made smaller again.
  const fitsOnePage = table.page === 1 && table.rowCount <= Math.min(table.pageSize, PAGE_SIZE_DEFAULT);
  // Counts and quantities align to the end, figures under figures.
  const numeric = useMemo(
    () => new Set(shown.filter((column) => column.numeric).map((column) => column.name)),
    [shown],
  );
  const tableRef = useRef<HTMLTableElement>(null);
  // The rows' checkboxes call the latest toggle without being drawn again for a new one.
  const toggle = useRef(table.toggle);
  useLayoutEffect(() => {
    toggle.current = table.toggle;
  });
  const { lines, selected } = table;
  // A page of rows (up to 500) is most of the table's work: it is drawn again only when the rows, the columns,
  // the selection or the texts change, not when the table re-renders for its own state (its width, its pager).
  const body = useMemo(
    () =>
      lines.map((line, position) => {
        const row = rows[line] ?? {};
        const name = selectable ? (rowLabel?.(row) ?? rowName(row, shown)).trim() : '';
        return (
          <tr key={line}>
            {selectable && (
              <td className="check">
                <input
                  type="checkbox"
                  aria-label={name ? t('selectNamed', { name }) : t('selectRow', { row: position + 1 })}
                  checked={selected.includes(line)}
                  disabled={isNonDeletable(row)}
                  onChange={(event) => toggle.current(line, event.target.checked)}
                />
              </td>
            )}
            {shown.map((column) => (
              <td
                key={column.name}
                className={numeric.has(column.name) ? 'number' : undefined}
                data-label={text(column.translation)}
              >
                {cellContent(row, column, line, renderCell)}
              </td>
            ))}
          </tr>
        );
      }),
    [lines, rows, shown, numeric, selectable, selected, rowLabel, renderCell, text, t],
  );

  const head = {
    columns: shown,
    sort: table.sort,
    disabled,
    label: text,
    onSort: table.sortBy,
    selectAll:
      selectable && !empty
        ? {
            label: t('selectAll'),
            checked: table.allSelected,
            mixed: table.someSelected,
            onToggle: table.toggleAll,
          }
        : undefined,
  };

  return (
    <div className="meet-table" ref={adopt}>
      {selectable && table.selected.length > 0 && (
        <SelectionBar
          count={table.selected.length}
          deletable={deletable}
          disabled={disabled}
          actions={props.selectionActions?.(table.selected)}
          t={t}
          onDelete={() => {
            table.remove();
            // The bar leaves with the selection: the list keeps the focus (and gets it back after a confirmation).
            tableRef.current?.focus();
          }}
          onCancel={table.cancel}
        />
      )}
      <PhoneHead {...head} table={label || t('table')} t={t} />
      {/* A table wider than its frame scrolls: the keyboard reaches it as a named region. */}
      <div
        ref={scrollRef}
        className="scroll"
        {...(overflows
          ? { tabIndex: 0, role: 'region', 'aria-label': t('scrollRegion', { table: label || t('table') }) }
          : {})}
      >
        <table ref={tableRef} aria-label={label} part="table" tabIndex={-1}>
          <colgroup>
            {selectable && <col className="check" />}
            {shown.map((column) => (
              <col
                key={column.name}
                ref={(col) => {
                  if (col && column.width) col.style.setProperty('--meet-column-width', column.width);
                }}
              />
            ))}
          </colgroup>
          <TableHead {...head} numeric={numeric} />
          <tbody>
            {empty && (
              <tr>
                <td className="empty" colSpan={shown.length + (selectable ? 1 : 0)}>
                  {emptyMessage ?? t('empty')}
                </td>
              </tr>
            )}
            {body}
          </tbody>
        </table>
      </div>
      {left.length > 0 && (
        <p className="left-out">
          {t('leftOut', { columns: formatList(left.map((column) => text(column.translation))) })}
        </p>
      )}
      {!empty && props.paged !== false && !fitsOnePage && (
        <TablePaging
          page={table.page}
          pageCount={table.pageCount}
          pageSize={table.pageSize}
          rowCount={table.rowCount}
          estimated={props.totalEstimated}
          tableLabel={label}
          disabled={disabled}
          t={t}
          onPage={table.changePage}
          onPageSize={table.changePageSize}
        />
      )}
    </div>
  );
}
