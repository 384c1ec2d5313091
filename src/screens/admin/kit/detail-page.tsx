import type { ReactNode } from 'react';
import type { AdminAreaId } from '../../../core/admin/areas';
import { ERROR_INSUFFICIENT_RIGHTS, ERROR_NOT_FOUND } from '../../../core/constants';
import type { Loadable } from '../../../core/stores/loadable';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { AdminPage } from '../admin-page';
import { BackLink, type BackLinkProps } from './back-link';

/** Props of a detail page: its area, the record's store, which record it shows, its texts and its sections. */
export interface DetailPageProps<Record> {
  area: AdminAreaId;
  loaded: Loadable<Record>;
  /** True for the record this page is for: the store may still hold the one shown before. */
  isShown: (record: Record) => boolean;
  /** The heading once the record is there ("Acme Health"); `fallbackTitle` before. */
  title: (record: Record) => string;
  fallbackTitle: string;
  /** Back's route and text; a function of the record when the route needs it (the link shows once it is there). */
  back: BackLinkProps | ((record: Record) => BackLinkProps);
  /** Beside the back link once the record is there (links to other pages of the record). */
  actions?: (record: Record) => ReactNode;
  /** An error code known before asking (an identifier that cannot exist: 1001). */
  refused?: number;
  /** Asks again after a failure (not offered for 1001 and 1005: asking again would not help). */
  retry?: () => void;
  /** The record's sections. */
  children: (record: Record) => ReactNode;
}

/** Asking again may help, except for a record that does not exist or that the user may not see. */
const worthRetrying = (shown: Loadable<unknown>) =>
  shown.state === 'failed' && shown.code !== ERROR_NOT_FOUND && shown.code !== ERROR_INSUFFICIENT_RIGHTS;

/**
 * The admin kit's detail page: the record's name as heading, back (spec 2: the previous entry, else the list),
 * "loading", "failed (why), try again", then the record's sections.
 */
export function DetailPage<Record>(props: DetailPageProps<Record>) {
  const { area, loaded, isShown, title, fallbackTitle, back, actions, refused, retry, children } = props;
  const shown: Loadable<Record> =
    refused !== undefined
      ? { state: 'failed', code: refused }
      : loaded.state === 'ready' && !isShown(loaded.data)
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
      <LoadGate loaded={shown} retry={worthRetrying(shown) ? retry : undefined}>
        {children}
      </LoadGate>
    </AdminPage>
  );
}
