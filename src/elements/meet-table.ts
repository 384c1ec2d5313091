import { Table } from '../widgets/table/table';
import { defineElement } from './define';

/**
 * @summary A table that sorts, pages and selects its rows, or shows the page a server sends.
 * @attr columns - JSON list of `{ name, translation, sortable, hidden, width, numeric }` (`numeric`: a count, with the language's separators, aligned to the end)
 * @attr rows - JSON list of row objects (a row with `nonDeletable: true` cannot be selected)
 * @attr total - number of rows on the server: the server pages and sorts, `rows` is the current page
 * @attr page - current page (1-based)
 * @attr page-size - rows per page (5, 10, 15, 20, 50, 100, 200, 500; default 10)
 * @attr sort - JSON `{ column, order }`, order ascending 0 or descending 1
 * @attr disabled - all actions disabled: sorting, paging and deleting are ignored
 * @attr selectable - rows get checkboxes and a selection bar
 * @attr deletable - the selection bar offers delete
 * @attr label - accessible name of the table
 * @attr empty-message - text shown when there are no rows
 * @property renderCell {(row: Record<string, unknown>, column: string, index: number) => string | Node | undefined} -
 *   draws a cell (undefined: the text)
 * @event meet-page-change - `{ page, pageSize }` after a page or page size change
 * @event meet-sort-change - `{ column, order }` after a click on a sortable header
 * @event meet-selection-change - the selected line indexes
 * @event meet-delete - the selected line indexes, when the user deletes them
 * @event meet-change - after meet-delete
 * @csspart table - the table
 * @csspart header - each header cell
 * @csspart paging - the paging bar
 * @csspart selection - the selection bar
 * @cssproperty --meet-primary - current page and selection bar accents
 */
export const MeetTable = defineElement('meet-table', Table, {
  props: {
    columns: 'json',
    rows: 'json',
    total: 'number',
    page: 'number',
    pageSize: 'number',
    sort: 'json',
    disabled: 'boolean',
    selectable: 'boolean',
    deletable: 'boolean',
    label: 'string',
    emptyMessage: 'string',
    renderCell: 'method',
  },
  events: {
    onPageChange: 'meet-page-change',
    onSortChange: 'meet-sort-change',
    onSelectionChange: 'meet-selection-change',
    onDelete: 'meet-delete',
    onChange: 'meet-change',
  },
});

/** The `<meet-table>` element with its properties. */
export interface MeetTableElement extends InstanceType<typeof MeetTable> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-table': MeetTableElement;
  }
}
