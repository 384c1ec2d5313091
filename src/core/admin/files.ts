// File administration: the storage summary, the stored files (searchable by meeting unique ID), download one or many
// as an archive (deleting them is a bulk action, `bulk.ts`).
import { call } from '../api/call';
import type { components } from '../api/schema';
import { ERROR_INVALID_PARAMETER, FILES_ARCHIVE_MAX_BYTES } from '../constants';
import { saveBlob } from '../download';
import { listStore } from '../lists/list-store';
import { loadable, loadInto } from '../stores/loadable';
import { saveCsv } from './imports';
import { attempt, type Result } from './result';

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

/** Downloads the stored files the filter keeps as CSV (streamed by the server). */
export async function exportFiles(filter: string): Promise<void> {
  saveCsv('files.csv', await call('exportFiles', { query: { filter } }));
}

/** Saves a stored file under its name; refused with 1001 when its content is not stored. */
export function downloadFile(file: Pick<StoredFile, 'id' | 'name'>): Promise<Result> {
  return attempt(async () =>
    saveBlob(file.name, await call('getFileContent', { path: { fileId: file.id } })),
  );
}

/**
 * Saves the files as one zip archive (`files.zip`, streamed by the server). Files holding more than
 * FILES_ARCHIVE_MAX_BYTES together are refused at once with 1004 on `size`, as the server would.
 */
export function downloadFilesArchive(chosen: readonly Pick<StoredFile, 'id' | 'size'>[]): Promise<Result> {
  const size = chosen.reduce((sum, file) => sum + file.size, 0);
  if (size > FILES_ARCHIVE_MAX_BYTES)
    return Promise.resolve({ done: false, code: ERROR_INVALID_PARAMETER, field: 'size', message: '' });
  return attempt(
    async () =>
      saveBlob(
        'files.zip',
        await call('downloadFilesArchive', { body: { ids: chosen.map((file) => file.id) } }),
      ),
    ({ code }) => (code === ERROR_INVALID_PARAMETER ? 'size' : undefined),
  );
}

/** The storage summary. */
export const $storage = loadable<StorageSummary>();

/** Loads the storage summary. */
export function loadStorage(): Promise<void> {
  return loadInto($storage, () => call('getStorageSummary'));
}

/** The used share of the storage, 0 to 100. */
export function usedPercent(summary: StorageSummary): number {
  return summary.totalBytes > 0 ? Math.min(100, (summary.usedBytes / summary.totalBytes) * 100) : 0;
}
