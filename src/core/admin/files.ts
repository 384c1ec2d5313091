// File administration: the storage summary, the stored files (searchable by meeting unique ID), deletion.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { listStore } from '../lists/list-store';
import { errorCode, loadable, loadInto } from '../stores/loadable';

type Schemas = components['schemas'];
/** A row of the file list. */
export type StoredFile = Schemas['StoredFile'];
/** The storage's path and usage. */
export type StorageSummary = Schemas['StorageSummary'];

/** The stored files, their view in the address. */
export const files = listStore('listFiles', {
  sort: 'date',
  order: 1,
  sorts: ['name', 'author', 'meetingUid', 'date', 'size'],
});

/** The storage summary. */
export const $storage = loadable<StorageSummary>();

/** Loads the storage summary. */
export function loadStorage(): Promise<void> {
  return loadInto($storage, () => call('getStorageSummary'));
}

/** Deletes stored files; answers the error codes of those refused. The summary follows. */
export async function deleteFiles(ids: readonly number[]): Promise<number[]> {
  const codes: number[] = [];
  for (const fileId of ids) {
    try {
      await call('deleteFile', { path: { fileId } });
    } catch (error) {
      codes.push(errorCode(error));
    }
  }
  await Promise.all([files.reload(), loadStorage()]);
  return codes;
}

/** The used share of the storage, 0 to 100. */
export function usedPercent(summary: StorageSummary): number {
  return summary.totalBytes > 0 ? Math.min(100, (summary.usedBytes / summary.totalBytes) * 100) : 0;
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes as the reader's language writes it, in the largest unit that keeps it at 1 or more. */
export function formatSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
