import type { AreaScreenProps } from '../kit/area-screen';
import { AuditDetail } from './audit-detail';
import { AuditList } from './audit-list';

/** The audit area of the administration console: the trail, or one entry with its fields old -> new. */
export function AuditAdmin({ route, params }: AreaScreenProps) {
  if (route === 'auditEntry' && params?.id) return <AuditDetail key={params.id} id={params.id} />;
  return <AuditList />;
}
