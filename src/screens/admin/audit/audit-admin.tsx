import type { RouteParams } from '../../../core/router';
import { AuditDetail } from './audit-detail';
import { AuditList } from './audit-list';

/** Props of the audit area: the route it shows (`audit` or `auditEntry`) and its parameters. */
export interface AuditAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The audit area of the administration console: the trail, or one entry with its fields old -> new. */
export function AuditAdmin({ route, params }: AuditAdminProps) {
  if (route === 'auditEntry' && params?.id) return <AuditDetail key={params.id} id={params.id} />;
  return <AuditList />;
}
