import { type AuditRecordType, historyFilter } from '../../../core/admin/audit';
import { routeHref } from '../../../core/router';
import { useT } from '../../../widgets/use-t';
import { useMayCall } from './use-may-call';

/** Props of a history link: the record whose changes the audit trail lists. */
export interface HistoryLinkProps {
  recordType: AuditRecordType;
  recordId: string | number;
}

/** A record's own history: the audit list filtered to it, shown only to those who may read the trail. */
export function HistoryLink({ recordType, recordId }: HistoryLinkProps) {
  const t = useT('admin');
  if (!useMayCall('listAuditEntries')) return null;
  const href = routeHref('audit', undefined, { filter: historyFilter(recordType, recordId) });
  return (
    <a className="button button--secondary" href={href}>
      {t('history')}
    </a>
  );
}
