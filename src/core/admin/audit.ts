// The audit trail for system administrators: the list of entries, one entry, the check of the hash chain,
// the CSV export with the list's filters, and the address of one record's history.
import { atom } from 'nanostores';
import { call } from '../api/call';
import { ApiError } from '../api/errors';
import { OPERATIONS } from '../api/operations';
import type { components } from '../api/schema';
import { ERROR_NOT_FOUND, SORT_DESCENDING } from '../constants';
import { listStore } from '../lists/list-store';
import { type Loadable, loadInto } from '../stores/loadable';
import { recordStore } from '../stores/record';
import { saveCsv } from './imports';

type Schemas = components['schemas'];
/** One entry of the trail: when, who, which operation on which record, the fields changed, the outcome. */
export type AuditEntry = Schemas['AuditEntry'];
/** One field of an entry, as it was and as it became (a secret only as changed). */
export type AuditChange = Schemas['AuditChange'];
/** The answer of the chain's check: whole, or the first entry that breaks it and why. */
export type AuditVerification = Schemas['AuditVerification'];

type OperationId = keyof typeof OPERATIONS;
/**
 * An operation the trail records: every one that changes something, and the reads the contract marks
 * `x-audited` (exports, downloads, the trail's check).
 */
export type AuditedOperation = {
  [Id in OperationId]: (typeof OPERATIONS)[Id] extends { method: 'get' } | { audited: true }
    ? (typeof OPERATIONS)[Id] extends { audited: true }
      ? Id
      : never
    : Id;
}[OperationId];
/** Every operation the trail records, in the contract's order: each has a name in the audit texts. */
export const AUDITED_OPERATIONS = (Object.keys(OPERATIONS) as OperationId[]).filter(
  (id): id is AuditedOperation => OPERATIONS[id].method !== 'get' || 'audited' in OPERATIONS[id],
);

/** The record types whose history the trail keeps under a name of ours (others show as they are). */
export const AUDIT_RECORD_TYPES = [
  'user',
  'organization',
  'subscription',
  'meeting',
  'settings',
  'tag',
  'serverZone',
  'meetingServer',
  'gateway',
  'maintenancePeriod',
  'file',
  'apiClient',
] as const;

/** A record type of the trail. */
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** The trail, newest first, its view in the address. */
export const auditEntries = listStore('listAuditEntries', {
  sort: 'at',
  order: SORT_DESCENDING,
  sorts: ['at', 'actor', 'operation'],
});

/** The entry a detail shows, loaded as the list filtered by its id; a missing one fails with 1001. */
export const auditRecord = recordStore(
  async (id: number) => {
    const page = await call('listAuditEntries', { query: { filter: `id=${id}`, size: 10 } });
    const entry = page.items[0];
    if (!entry) throw new ApiError('http', 404, ERROR_NOT_FOUND);
    return entry;
  },
  (entry: AuditEntry) => entry.id,
);

/** The last check of the chain. */
export const $auditVerification = atom<Loadable<AuditVerification>>({ state: 'idle' });

/** Checks the chain from its oldest kept entry. */
export function verifyAuditTrail(): Promise<void> {
  return loadInto($auditVerification, () => call('verifyAuditTrail'));
}

/** Downloads the entries that match `filter` as CSV (the server streams them). */
export async function exportAuditEntries(filter: string): Promise<void> {
  saveCsv('audit.csv', await call('exportAuditEntries', { query: { filter } }));
}

/** The audit list's filter that shows one record's history. */
export function historyFilter(recordType: AuditRecordType, recordId: string | number): string {
  return new URLSearchParams({ recordType, recordId: String(recordId) }).toString();
}
