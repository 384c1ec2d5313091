import { type Key, type ReactNode, useState } from 'react';
import type { Result } from '../../../core/admin/result';
import { notify } from '../../../core/notifications';
import { type ConfirmOptions, confirmed } from '../../../widgets/modal/confirm-action';
import { cellContent } from '../../../widgets/table/cell';
import type { TableRow } from '../../../widgets/table/table-types';
import { useTranslated } from '../../../widgets/table/translated';
import { useMediaQuery } from '../../../widgets/use-media-query';
import { useT } from '../../../widgets/use-t';
import type { ListColumn } from './columns';
import { ScrollBox } from './scroll-box';
import { useTellRefusal } from './use-refusal';

/** A row's delete: its button, the question asked first, the call, and what to do once deleted. */
export interface ConfirmedDelete<Row> {
  /** The button's accessible name for one row ("Delete the key of ana@…"). */
  label: (row: Row) => string;
  /** The question; its validate and cancel buttons default to "Delete" and "Cancel". */
  confirm: (row: Row) => ConfirmOptions;
  /** Deletes the row. */
  remove: (row: Row) => Promise<Result<unknown>>;
  /** Title of the notification of a refusal or of `doneMessage`. */
  title: string;
  /** Title of the notification of a refusal when it is not `title`. */
  refusedTitle?: string;
  doneMessage?: (row: Row) => string;
}

/** Props of a small table: caption, columns, rows and their keys, what to say when empty, and the row's delete. */
export interface SmallTableProps<Row> {
  caption: string;
  /** The columns, declared as a list's are (`columnTable` of the kit): header key, how a row fills its cell. */
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
  /** Absent when the user may not delete: no button is offered. */
  remove?: ConfirmedDelete<Row>;
  /** A row's other actions (buttons), before its delete; absent when the user may do none. */
  actions?: (row: Row) => ReactNode;
}

/**
 * The admin kit's small table, a whole list that needs no paging (scheduled periods, API clients, meeting servers):
 * its rows and, when allowed, a row's actions and a delete that asks first and tells a refusal in the language of the
 * interface. On a phone each row is a card.
 */
export function SmallTable<Row>(props: SmallTableProps<Row>) {
  const { caption, columns, rows, rowKey, empty, remove, actions } = props;
  const tc = useT('common');
  const tell = useTellRefusal();
  const t = useT('admin');
  // On a phone every row is a card that labels its cells (admin.css): the head stays for screen readers.
  const cards = useMediaQuery('(max-width: 40rem)');
  const label = useTranslated(columns.map((column) => column.translation));
  // The rows whose delete is on its way: their button asks nothing more (a second delete would be refused).
  const [deleting, setDeleting] = useState<ReadonlySet<Key>>(new Set());
  if (rows.length === 0) return <p className="muted">{empty}</p>;

  async function deleteRow(row: Row, action: ConfirmedDelete<Row>) {
    const key = rowKey(row);
    if (deleting.has(key)) return;
    const asked = await confirmed({
      destructive: true,
      validateLabel: tc('delete'),
      cancelLabel: tc('cancel'),
      ...action.confirm(row),
    });
    if (!asked) return;
    setDeleting((keys) => new Set(keys).add(key));
    const result = await action.remove(row);
    setDeleting((keys) => new Set([...keys].filter((other) => other !== key)));
    const deleted = tell(action.refusedTitle ?? action.title, result);
    if (deleted && action.doneMessage) notify({ title: action.title, message: action.doneMessage(row) });
  }

  return (
    <ScrollBox label={caption}>
      <table className="small-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead className={cards ? 'visually-hidden' : undefined}>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {label(column.translation)}
              </th>
            ))}
            {(remove || actions) && (
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.name} data-label={label(column.translation)}>
                  {cellContent(row as TableRow, column, 0, () => column.cell?.(row))}
                </td>
              ))}
              {(remove || actions) && (
                <td>
                  <div className="row-actions">
                    {actions?.(row)}
                    {remove && (
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={remove.label(row)}
                        aria-disabled={deleting.has(rowKey(row)) || undefined}
                        onClick={() => void deleteRow(row, remove)}
                      >
                        {tc('delete')}
                      </button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
