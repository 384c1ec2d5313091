import { type AuditEntry, auditEntries, exportAuditEntries } from '../../../core/admin/audit';
import { formatDateTime } from '../../../core/format';
import { routeHref } from '../../../core/router';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { ListScreen } from '../list-screen';
import { AUDIT_FILTERS, isRefused, operationKey, recordTypeKey } from './audit-words';
import { VerifyTrail } from './verify-trail';

const COLUMNS: TableColumn[] = [
  { name: 'at', translation: 'audit:column.at', sortable: true },
  { name: 'actor', translation: 'audit:column.actor', sortable: true },
  { name: 'operation', translation: 'audit:column.operation', sortable: true },
  { name: 'record', translation: 'audit:column.record' },
  { name: 'changes', translation: 'audit:column.changes' },
  { name: 'outcome', translation: 'audit:column.outcome' },
];

/** The audit trail: who did what to which record and how it ended, filtered, newest first, exported as CSV. */
export function AuditList() {
  const t = useT('audit');
  const renderCell = (row: AuditEntry, column: string) => {
    switch (column) {
      case 'at':
        return <a href={routeHref('auditEntry', { id: String(row.id) })}>{formatDateTime(row.at)}</a>;
      case 'operation': {
        const key = operationKey(row.operation);
        return key ? t(key) : <code>{row.operation}</code>;
      }
      case 'record': {
        const key = recordTypeKey(row.recordType);
        if (!row.recordType) return '';
        return `${key ? t(key) : row.recordType} ${row.recordId}`;
      }
      case 'changes':
        return row.changes.map((change) => change.field).join(', ');
      case 'outcome':
        return isRefused(row) ? t('outcome.refusedWith', { code: row.code }) : t('outcome.done');
      default:
        return undefined;
    }
  };
  return (
    <AdminPage area="audit" title={t('title')}>
      <VerifyTrail />
      <ListScreen
        list={auditEntries}
        label={t('tableLabel')}
        columnChoice="audit"
        columns={COLUMNS}
        filters={AUDIT_FILTERS}
        quickSearch="actor"
        renderCell={renderCell}
        exporter={exportAuditEntries}
        emptyMessage={t('empty')}
      />
    </AdminPage>
  );
}
