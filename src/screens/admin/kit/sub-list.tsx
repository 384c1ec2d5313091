import { type ReactNode, useId, useState } from 'react';
import type { ListOperation } from '../../../core/lists/list-store';
import { ImportDialog, type ImportDialogProps } from '../import-dialog';
import { ListScreen, type ListScreenProps } from '../list-screen';

/** The import a sub-list offers: its button's text and its dialog. */
export interface SubListImport extends Omit<ImportDialogProps, 'onClose'> {
  open: string;
}

/** Props of a sub-list: the list screen's, with the heading, add form, status line and import around it. */
export interface SubListProps<Op extends ListOperation> extends ListScreenProps<Op> {
  /** The section's heading; without it the list fills its tab. */
  heading?: string;
  /** The add form above the list; absent (or false) when the user may not add. */
  add?: ReactNode;
  /** A line between the add form and the list ("3 organizers left", a sync's counts), read out when it changes. */
  status?: ReactNode;
  /** The import the toolbar offers first; absent when the user may not import. */
  importer?: SubListImport | false;
}

/**
 * The admin kit's sub-list, a list inside a detail page (a subscription's organizers and forced contacts, a tag's
 * users): its add form, a status line, then the kit's list screen (filters, toolbar, paging, column choice, cards
 * on a phone, confirmed delete of the selection) whose toolbar opens the import dialog.
 */
export function SubList<Op extends ListOperation>(props: SubListProps<Op>) {
  const { heading, add, status, importer, toolbar, ...list } = props;
  const [importing, setImporting] = useState(false);
  const headingId = useId();
  const open = importer && (
    <button type="button" className="button button--secondary" onClick={() => setImporting(true)}>
      {importer.open}
    </button>
  );
  const body = (
    <>
      {add}
      {status !== undefined && <p role="status">{status}</p>}
      <ListScreen
        {...list}
        toolbar={
          (open || toolbar) && (
            <>
              {open}
              {toolbar}
            </>
          )
        }
      />
      {importing && importer && <ImportDialog {...importer} onClose={() => setImporting(false)} />}
    </>
  );
  return heading ? (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  ) : (
    <div className="form">{body}</div>
  );
}
