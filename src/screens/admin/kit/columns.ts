import type { ReactNode } from 'react';
import type { FilterDefinition } from '../../../core/filters/types';
import type { TableColumn } from '../../../widgets/table/table-types';

/** A list's column as its table declares it: the table's settings and how a row fills its cell. */
export interface ColumnEntry<Row> extends Omit<TableColumn, 'name' | 'translation'> {
  /** The header's i18n key when it is not `<prefix>.<name>`. */
  translation?: string;
  /** The cell's content; the row's value as text without it. */
  cell?: (row: Row) => ReactNode;
}

/** A column of a list: a table's column that may say how a row fills its cell. */
export interface ListColumn<Row> extends TableColumn {
  cell?: (row: Row) => ReactNode;
}

/** A list's filter as its table declares it: the filter's settings, its label `<prefix>.<name>` by default. */
export type FilterEntry = Omit<FilterDefinition, 'name' | 'translation'> & { translation?: string };

/**
 * The columns of a list from one table keyed by column name, in its order: each header is `<prefix>.<name>`
 * (`columnTable('tags:column', { name: { sortable: true, cell: link } })`).
 */
export function columnTable<Row>(prefix: string, table: Record<string, ColumnEntry<Row>>): ListColumn<Row>[] {
  return Object.entries(table).map(([name, column]) => ({
    name,
    ...column,
    translation: column.translation ?? `${prefix}.${name}`,
  }));
}

/** The filters of a list from one table keyed by filter name, in its order: each label is `<prefix>.<name>`. */
export function filterTable(prefix: string, table: Record<string, FilterEntry>): FilterDefinition[] {
  return Object.entries(table).map(([name, filter]) => ({
    name,
    ...filter,
    translation: filter.translation ?? `${prefix}.${name}`,
  }));
}

/** A select filter's options: each value labelled `<prefix>.<value>`. */
export const selectOptions = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, translation: `${prefix}.${value}` }));
