import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import type { AdminAreaId } from '../../../core/admin/areas';
import { ERROR_INSUFFICIENT_RIGHTS, ERROR_NOT_FOUND } from '../../../core/constants';
import type { Loadable } from '../../../core/stores/loadable';
import type { RecordStore } from '../../../core/stores/record';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { AdminPage } from '../admin-page';
import { BackLink, type BackLinkProps } from './back-link';

/** What a detail page reads of its record's store (a `recordStore`, or one whose `load` loads more beside it). */
export type DetailRecord<Key, Record> = Pick<RecordStore<Key, Record>, '$record' | 'load' | 'keyOf'>;

/** Props of a detail page: its area, the record's store and key, its texts and its sections. */
export interface DetailPageProps<Key, Record> {
  area: AdminAreaId;
  record: DetailRecord<Key, Record>;
  /** The key of the record shown; undefined when the address holds one that cannot exist (1001, never asked). */
  id: Key | undefined;
  /** The heading once the record is there ("Acme Health"); `fallbackTitle` before. */
  title: (record: Record) => string;
  fallbackTitle: string;
  /** Back's route and text; a function of the record when the route needs it (the link shows once it is there). */
  back: BackLinkProps | ((record: Record) => BackLinkProps);
  /** Beside the back link once the record is there (links to other pages of the record). */
  actions?: (record: Record) => ReactNode;
  /** The record's sections. */
  children: (record: Record) => ReactNode;
}

/** The key of a numeric identifier in the address, undefined when it cannot be one. */
export const numericId = (id: string, digits = 9) =>
  new RegExp(`^\\d{1,${digits}}$`).test(id) ? Number(id) : undefined;

/** Asking again may help, except for a record that does not exist or that the user may not see. */
const worthRetrying = (shown: Loadable<unknown>) =>
  shown.state === 'failed' && shown.code !== ERROR_NOT_FOUND && shown.code !== ERROR_INSUFFICIENT_RIGHTS;

/**
 * The admin kit's detail page: the record's name as heading, back (spec 2: the previous entry, else the list),
 * "loading", "failed (why), try again", then the record's sections.
 */
export function DetailPage<Key, Record>(props: DetailPageProps<Key, Record>) {
  const { area, record: store, id, title, fallbackTitle, back, actions, children } = props;
  const loaded = useStore(store.$record);
  useEffect(() => {
    if (id !== undefined) void store.load(id);
  }, [store, id]);
  // The store may still hold the record shown before this one.
  const shown: Loadable<Record> =
    id === undefined
      ? { state: 'failed', code: ERROR_NOT_FOUND }
      : loaded.state === 'ready' && store.keyOf(loaded.data) !== id
        ? { state: 'loading' }
        : loaded;
  const record = shown.state === 'ready' ? shown.data : undefined;
  const backTo = typeof back === 'function' ? record !== undefined && back(record) : back;
  const backLink = backTo && <BackLink {...backTo} />;
  const aside =
    record !== undefined && actions ? (
      <div className="toolbar">
        {actions(record)}
        {backLink}
      </div>
    ) : (
      backLink
    );
  return (
    <AdminPage area={area} title={record !== undefined ? title(record) : fallbackTitle} aside={aside}>
      <LoadGate
        loaded={shown}
        retry={worthRetrying(shown) && id !== undefined ? () => void store.load(id) : undefined}
      >
        {children}
      </LoadGate>
    </AdminPage>
  );
}
