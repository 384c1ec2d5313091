import { type AuditEntry, auditEntries, exportAuditEntries } from '../../../core/admin/audit';
import { formatDateTime } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { Badge } from '../../../widgets/badge/badge';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { columnTable } from '../kit/columns';
import { ListScreen } from '../list-screen';
import { AUDIT_FILTERS, isRefused, operationKey, recordTypeKey } from './audit-words';
import { VerifyTrail } from './verify-trail';

/** The audit trail: who did what to which record and how it ended, filtered, newest first, exported as CSV. */
export function AuditList() {
  const t = useT('audit');
  const columns = columnTable<AuditEntry>('audit:column', {
    at: {
      sortable: true,
      cell: (row) => <a href={routeHref('auditEntry', { id: String(row.id) })}>{formatDateTime(row.at)}</a>,
    },
    actor: { sortable: true },
    operation: {
      sortable: true,
      cell: (row) => {
        const key = operationKey(row.operation);
        return key ? t(key) : <code>{row.operation}</code>;
      },
    },
    record: {
      cell: (row) => {
        const key = recordTypeKey(row.recordType);
        return row.recordType ? `${key ? t(key) : row.recordType} ${row.recordId}` : '';
      },
    },
    changes: { cell: (row) => row.changes.map((change) => change.field).join(', ') },
    outcome: {
      cell: (row) =>
        isRefused(row) ? (
          <Badge text={t('outcome.refusedWith', { code: row.code })} tone="danger" />
        ) : (
          <Badge text={t('outcome.done')} tone="success" />
        ),
    },
  });
  return (
    <AdminPage area="audit" title={t('title')}>
      <VerifyTrail />
      <ListScreen
        list={auditEntries}
        label={t('tableLabel')}
        columnChoice="audit"
        columns={columns}
        filters={AUDIT_FILTERS}
        quickSearch="actor"
        exporter={exportAuditEntries}
        emptyMessage={t('empty')}
      />
    </AdminPage>
  );
}
