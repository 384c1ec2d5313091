// How the audit screens name what an entry holds: record types, outcomes, values.
import {
  AUDIT_RECORD_TYPES,
  AUDITED_OPERATIONS,
  type AuditEntry,
  type AuditedOperation,
  type AuditRecordType,
} from '../../../core/admin/audit';
import { filterTable, selectOptions } from '../kit/columns';

/** The filters of the trail (spec of `listAuditEntries`): who, operation, record, outcome, period. */
export const AUDIT_FILTERS = filterTable('audit:filter', {
  actor: { type: 'string' },
  operation: { type: 'select', selectOptions: selectOptions('audit:operation', AUDITED_OPERATIONS) },
  recordType: { type: 'select', selectOptions: selectOptions('audit:record', AUDIT_RECORD_TYPES) },
  recordId: { type: 'string' },
  outcome: { type: 'select', selectOptions: selectOptions('audit:outcome', ['done', 'refused']) },
  at: { type: 'date-range' },
});

/** The translation key of a record type, when the trail names it. */
export function recordTypeKey(type: string): `record.${AuditRecordType}` | undefined {
  return (AUDIT_RECORD_TYPES as readonly string[]).includes(type)
    ? `record.${type as AuditRecordType}`
    : undefined;
}

/** The translation key of an operation's name, when the trail records that operation (an old one shows as it is). */
export function operationKey(operation: string): `operation.${AuditedOperation}` | undefined {
  return (AUDITED_OPERATIONS as readonly string[]).includes(operation)
    ? `operation.${operation as AuditedOperation}`
    : undefined;
}

/** True when an entry was refused. */
export const isRefused = (entry: Pick<AuditEntry, 'outcome'>) => entry.outcome === 'refused';
