// Bulk actions of the lists: one action on the selected users, meetings or files, answered record by record.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { PAGE_SIZES } from '../constants';
import { loadable, loadInto } from '../stores/loadable';
import { files, loadStorage } from './files';
import { meetings } from './meetings';
import { attempt, type Result } from './result';
import { users } from './users';

type Schemas = components['schemas'];
/** What a bulk action answers: each record done or refused with its code, and the counts. */
export type BulkReport = Schemas['BulkReport'];
/** A bulk action on users and what it needs (a tag, a role). */
export type UserBulkAction = Schemas['UserBulkAction'];

/** Runs one action on many users (each within the caller's authority, else refused); the list reloads. */
export function bulkUsers(body: UserBulkAction): Promise<Result<BulkReport>> {
  return attempt(async () => {
    const report = await call('bulkUsers', { body });
    void users.reload();
    return report;
  });
}

/** Stops or deletes many meetings; the list reloads. */
export function bulkMeetings(uids: string[], action: 'stop' | 'delete'): Promise<Result<BulkReport>> {
  return attempt(async () => {
    const report = await call('bulkMeetings', { body: { uids, action } });
    void meetings.reload();
    return report;
  });
}

/** Deletes many stored files; the list and the storage summary reload. */
export function bulkFiles(ids: number[]): Promise<Result<BulkReport>> {
  return attempt(async () => {
    const report = await call('bulkFiles', { body: { ids, action: 'delete' } });
    void files.reload();
    void loadStorage();
    return report;
  });
}

/** The tags a bulk action can add users to (the first page of the largest size, by name). */
export const $tagChoices = loadable<Schemas['TagSummary'][]>();

/** Loads the tags a bulk action offers. */
export function loadTagChoices(): Promise<void> {
  const size = PAGE_SIZES[PAGE_SIZES.length - 1];
  return loadInto($tagChoices, async () => (await call('listTags', { query: { size, sort: 'name' } })).items);
}
