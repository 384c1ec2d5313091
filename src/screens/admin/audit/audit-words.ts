// How the audit screens name what an entry holds: record types, outcomes, values.
import { AUDIT_RECORD_TYPES, type AuditEntry, type AuditRecordType } from '../../../core/admin/audit';
import type { FilterDefinition } from '../../../core/filters/types';

/** The filters of the trail (spec of `listAuditEntries`): who, operation, record, outcome, period. */
export const AUDIT_FILTERS: FilterDefinition[] = [
  { name: 'actor', translation: 'audit:filter.actor', type: 'string' },
  { name: 'operation', translation: 'audit:filter.operation', type: 'string' },
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

/** True when an entry was refused. */
export const isRefused = (entry: Pick<AuditEntry, 'outcome'>) => entry.outcome === 'refused';
