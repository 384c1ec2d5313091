// How the audit screens name what an entry holds: record types, outcomes, values.
import {
  AUDIT_RECORD_TYPES,
  AUDITED_OPERATIONS,
  type AuditEntry,
  type AuditedOperation,
  type AuditRecordType,
} from '../../../core/admin/audit';
import type { FilterDefinition } from '../../../core/filters/types';

/** The filters of the trail (spec of `listAuditEntries`): who, operation, record, outcome, period. */
export const AUDIT_FILTERS: FilterDefinition[] = [
  { name: 'actor', translation: 'audit:filter.actor', type: 'string' },
  {
    name: 'operation',
    translation: 'audit:filter.operation',
    type: 'select',
    selectOptions: AUDITED_OPERATIONS.map((id) => ({ value: id, translation: `audit:operation.${id}` })),
  },
  {
    name: 'recordType',
    translation: 'audit:filter.recordType',
    type: 'select',
    selectOptions: AUDIT_RECORD_TYPES.map((type) => ({ value: type, translation: `audit:record.${type}` })),
  },
  { name: 'recordId', translation: 'audit:filter.recordId', type: 'string' },
  {
    name: 'outcome',
    translation: 'audit:filter.outcome',
    type: 'select',
    selectOptions: [
      { value: 'done', translation: 'audit:outcome.done' },
      { value: 'refused', translation: 'audit:outcome.refused' },
    ],
  },
  { name: 'at', translation: 'audit:filter.at', type: 'date-range' },
];

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
