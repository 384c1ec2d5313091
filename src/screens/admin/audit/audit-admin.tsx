import { listOrDetail } from '../kit/area-screen';
import { AuditDetail } from './audit-detail';
import { AuditList } from './audit-list';

/** The audit area of the administration console: the trail, or one entry with its fields old -> new. */
export const AuditAdmin = listOrDetail(AuditList, 'auditEntry', AuditDetail);
