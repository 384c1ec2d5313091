import type { ReactNode } from 'react';
import type { SORT_ASCENDING, SORT_DESCENDING } from '../../core/constants';

/** A column of a table (spec 3): `translation` is an i18n key (`namespace:key`) or plain text. */
export interface TableColumn {
  name: string;
  translation: string;
  sortable?: boolean;
  hidden?: boolean;
  /** Any CSS width, e.g. `12rem` or `20%`. */
  width?: string;
  /**
   * A count or quantity: written with the interface language's separators ("1,680", "1.680", "1 680") and
   * aligned to the end. Identifiers made of digits (meeting IDs, PINs, phone numbers, ports) are not.
   */
  numeric?: boolean;
  /**
   * E-mail addresses: each a link that writes to it, cut with an ellipsis when longer than its column's room and
   * shown whole while hovered or focused.
   */
  email?: boolean;
  /**
   * How soon the column goes when the table is wider than its frame: the highest number first (the least useful
   * column), then the next. Without one the column always stays.
   */
  priority?: number;
}

/** Sort order on the wire: ascending 0, descending 1. */
export type SortOrder = typeof SORT_ASCENDING | typeof SORT_DESCENDING;

/** The column a table is sorted by and in which order. */
export interface TableSort {
  column: string;
  order: SortOrder;
}

/** The page a table shows (1-based) and how many rows a page holds. */
export interface TablePage {
  page: number;
  pageSize: number;
}

/** A row: a plain object whose keys are column names; `nonDeletable: true` keeps it out of the selection. */
export type TableRow = Record<string, unknown>;

/** Draws one cell: React content, a DOM node, or undefined for the default text. */
export type CellRenderer = (row: TableRow, column: string, index: number) => ReactNode | Node | undefined;
