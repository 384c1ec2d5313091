import { type ReactNode, useId } from 'react';
import type { Loadable } from '../../../core/stores/loadable';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { SmallTable, type SmallTableProps } from './small-table';

/** Props of a small list: the small table's, its heading, its rows as loaded, and what stands around the table. */
export interface SmallListProps<Row> extends Omit<SmallTableProps<Row>, 'rows' | 'caption'> {
  /** The section's heading, also the table's caption. */
  heading: string;
  /** The rows as asked of the server (`{ state: 'ready', data }` for rows at hand). */
  loaded: Loadable<readonly Row[]>;
  /** Asks again after a failed load. */
  retry?: () => void;
  /** Shown between the heading and the table (a read-only note). */
  note?: ReactNode;
  /** Shown after the table (its add form, a notice, a dialog). */
  children?: ReactNode;
}

/**
 * The admin kit's small list, a section around a whole list that needs no paging (scheduled periods, API clients,
 * meeting servers, an organization's managers): its heading, the load gate (loading, failed with a retry), the small
 * table with its confirmed delete, then its add form.
 */
export function SmallList<Row>(props: SmallListProps<Row>) {
  const { heading, loaded, retry, note, children, ...table } = props;
  const headingId = useId();
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {note}
      <LoadGate loaded={loaded} retry={retry}>
        {(rows) => <SmallTable {...table} caption={heading} rows={rows} />}
      </LoadGate>
      {children}
    </section>
  );
}
