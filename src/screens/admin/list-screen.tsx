import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Refusal } from '../../core/admin/result';
import { ERROR_GENERIC } from '../../core/constants';
import type { FilterDefinition } from '../../core/filters/types';
import { $hiddenColumns, setColumnShown } from '../../core/lists/column-choice';
import type { ListItem, ListOperation, ListStore } from '../../core/lists/list-store';
import { notify } from '../../core/notifications';
import { FilterPanel } from '../../widgets/filter-panel/filter-panel';
import { LoadFailed } from '../../widgets/load-gate/load-gate';
import { confirmed } from '../../widgets/modal/confirm-action';
import { Table } from '../../widgets/table/table';
import type { CellRenderer, TableRow } from '../../widgets/table/table-types';
import { useT } from '../../widgets/use-t';
import { type BulkAction, useBulkActions } from './bulk-dialog';
import { ColumnChooser } from './column-chooser';
import { ExportButton } from './export-button';
import type { ListColumn } from './kit/columns';
import { useTellRefusal } from './kit/use-refusal';
import { QuickSearch, type QuickSearchRule } from './quick-search';
import { SavedViews } from './saved-views';

/** Props of a list screen: the list store, what the table shows, and what the toolbar offers. */
export interface ListScreenProps<Op extends ListOperation> {
  list: ListStore<Op>;
  /** Accessible name of the table. */
  label: string;
  /** The columns, each with how a row fills its cell (`columnTable` of the kit). */
  columns: readonly ListColumn<ListItem<Op>>[];
  filters?: FilterDefinition[];
  /** Names a row for its checkbox (default: the table's, its name or first text). */
  rowLabel?: (row: ListItem<Op>) => string;
  /** Buttons and links of the toolbar (add, import, export). */
  toolbar?: ReactNode;
  /** Actions on the selected rows, each record answered (`bulk-dialog.tsx`). */
  bulkActions?: readonly BulkAction<ListItem<Op>>[];
  /** Deletes the selected rows (after a confirmation); answers the refusals. */
  onDelete?: (rows: ListItem<Op>[]) => Promise<Refusal[]>;
  /** Shown when the list is empty. */
  emptyMessage?: string;
  /** Downloads the rows the list's filters keep as CSV: the toolbar offers the export. */
  exporter?: (filter: string) => Promise<void>;
  /** The text filter (one of `filters`) that the quick search box writes: the list's main text. */
  quickSearch?: string | QuickSearchRule;
  /** Names the list whose shown columns the user chooses (remembered under that name); no chooser without it. */
  columnChoice?: string;
}

/**
 * The one list of the administration console: filter panel, toolbar, and a table paged and sorted by the
 * server; its view lives in the address. Deleting the selection asks first; a failed load says why and
 * offers to try again.
 */
export function ListScreen<Op extends ListOperation>(props: ListScreenProps<Op>) {
  const { list, label, filters, toolbar, onDelete, emptyMessage, columnChoice, exporter, quickSearch } =
    props;
  const t = useT('admin');
  const tell = useTellRefusal();
  useEffect(() => list.show(), [list]);
  const bulk = useBulkActions(props.bulkActions);
  const chosen = useStore($hiddenColumns(columnChoice ?? ''));
  // A shared view's address names its columns; else the user's choice, else the list's defaults.
  const addressed = useStore(list.$columns);
  const hidden = useMemo(
    () =>
      (addressed && props.columns.filter((c) => !addressed.includes(c.name)).map((c) => c.name)) ??
      (columnChoice ? chosen : null) ??
      props.columns.filter((c) => c.hidden).map((c) => c.name),
    [addressed, columnChoice, chosen, props.columns],
  );
  // A column hidden by default that the user turned on is theirs: lack of room never leaves it out (the
  // table leaves out the least useful of the others first).
  const columns = useMemo(
    () =>
      props.columns.map((column) => {
        const shown = !hidden.includes(column.name);
        return {
          ...column,
          hidden: !shown,
          priority: column.hidden && shown ? undefined : column.priority,
        };
      }),
    [props.columns, hidden],
  );
  const state = useStore(list.$list);
  const view = useStore(list.$view);
  const shownOf = (hiding: readonly string[]) =>
    props.columns.filter((c) => !hiding.includes(c.name)).map((c) => c.name);
  const rows = state.items as unknown as readonly TableRow[];
  // While a page is on its way the table keeps the page of the address: no jump to a page the old total lacks.
  const total = state.state === 'ready' ? state.total : Math.max(state.total, view.page * view.size);
  const render: CellRenderer = (row, column) =>
    props.columns.find((c) => c.name === column)?.cell?.(row as ListItem<Op>);

  async function remove(indexes: number[]) {
    if (!onDelete) return;
    const chosen = indexes.map((index) => state.items[index]).filter((item) => item !== undefined);
    const asked = await confirmed({
      destructive: true,
      title: t('delete.title'),
      message: t('delete.message', { count: chosen.length }),
      validateLabel: t('delete.confirm'),
      cancelLabel: t('delete.cancel'),
    });
    if (!asked) return;
    const refused = await onDelete(chosen);
    const deleted = chosen.length - refused.length;
    if (deleted > 0) notify({ title: t('delete.done'), message: t('delete.count', { count: deleted }) });
    tell(t('delete.refused'), refused);
  }

  return (
    <section className="form" aria-label={label}>
      {filters && quickSearch && (
        <QuickSearch
          definitions={filters}
          name={quickSearch}
          query={view.filter}
          label={label}
          onChange={list.setFilter}
        />
      )}
      {filters && filters.length > 0 && (
        <FilterPanel
          definitions={filters}
          query={view.filter}
          label={t('filtersOf', { list: label })}
          onChange={list.setFilter}
        />
      )}
      {(toolbar || columnChoice || exporter) && (
        <div className="toolbar">
          {toolbar}
          {exporter && <ExportButton exporter={exporter} filter={view.filter} />}
          {columnChoice && (
            <ColumnChooser
              columns={props.columns}
              hidden={hidden}
              label={label}
              onChange={(column, shown) => {
                const now = setColumnShown(columnChoice, hidden, column, shown);
                if (addressed) list.setColumns(shownOf(now));
              }}
            />
          )}
          {columnChoice && (
            <SavedViews
              list={columnChoice}
              label={label}
              current={{
                filter: view.filter,
                sort: view.sort,
                order: view.order,
                size: view.size,
                columns: shownOf(hidden),
              }}
              addressOf={(saved) => list.addressOf(saved, saved.columns)}
              apply={(saved) => list.apply(saved, saved.columns)}
            />
          )}
        </div>
      )}
      {state.state === 'failed' && (
        <LoadFailed
          code={state.code ?? ERROR_GENERIC}
          failed={t('loadFailed')}
          retry={() => void list.reload()}
        />
      )}
      <p className="visually-hidden" role="status">
        {state.state === 'loading'
          ? t('loading')
          : state.state === 'ready'
            ? t(state.estimated ? 'rowCountEstimated' : 'rowCount', { count: state.total })
            : ''}
      </p>
      <div aria-busy={state.state === 'loading' || state.state === 'idle'}>
        {state.state !== 'idle' && (
          <Table
            label={label}
            columns={columns}
            rows={rows}
            total={total}
            totalEstimated={state.estimated}
            page={view.page}
            pageSize={view.size}
            sort={{ column: view.sort, order: view.order }}
            selectable={onDelete !== undefined || bulk.button !== undefined}
            deletable={onDelete !== undefined}
            selectionActions={
              bulk.button && ((lines) => bulk.button?.(lines.flatMap((line) => state.items[line] ?? [])))
            }
            disabled={state.state === 'loading'}
            emptyMessage={state.state === 'loading' ? t('loading') : emptyMessage}
            renderCell={render}
            rowLabel={props.rowLabel && ((row) => props.rowLabel?.(row as ListItem<Op>) ?? '')}
            onPageChange={({ page, pageSize }) =>
              pageSize !== view.size ? list.setSize(pageSize) : list.setPage(page)
            }
            onSortChange={({ column, order }) => list.setSort(column, order)}
            onDelete={(indexes) => void remove(indexes)}
          />
        )}
      </div>
      {bulk.dialog}
    </section>
  );
}
