// Tag administration: the list, a tag with its rules (value, default value), its users with their value,
// and the download of the users' e-mail addresses.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { firstColumn } from '../csv';
import { downloadText } from '../download';
import { listStore } from '../lists/list-store';
import { areaRecord } from './area-record';
import type { Refusal, Result } from './result';

type Schemas = components['schemas'];
/** A tag with its rules. */
export type AdminTag = Schemas['Tag'];
/** A row of the tag list. */
export type TagRow = Schemas['TagSummary'];
/** A rule of a tag: an allowed value, one of them the default. */
export type TagRule = Schemas['TagRule'];

/** The tag list, its view in the address. */
export const tags = listStore('listTags', {
  sort: 'name',
  sorts: ['name', 'ruleCount', 'userCount'],
});

/** The users of the tag shown, their view in the address (with the `users` prefix). */
export const tagUsers = listStore('listTagUsers', {
  sort: 'email',
  sorts: ['email', 'firstName', 'lastName', 'value'],
  prefix: 'users',
});

/** The tag shown in the detail (its users' list opened with it); its changes change the list's counts. */
export const tagRecord = areaRecord({
  lists: [tags],
  get: (id: number) => call('getTag', { path: { id } }),
  keyOf: (tag) => tag.id,
  opened: (id) => tagUsers.open({ id }),
});

/** Adds a tag; done with its id (refused with 1006 when the name is taken). */
export function addTag(name: string): Promise<Result<number>> {
  return tagRecord.create(() => call('createTag', { body: { name } }));
}

/** Deletes tags with their rules and values; answers the refusals. */
export function deleteTags(ids: readonly number[]): Promise<Refusal[]> {
  return tagRecord.deleteEach(ids, (id) => call('deleteTag', { path: { id } }));
}

/** Adds a rule (an allowed value); a default rule replaces the previous default. */
export function addTagRule(id: number, value: string, defaultValue: boolean): Promise<Result<AdminTag>> {
  return tagRecord.change(() => call('addTagRule', { path: { id }, body: { value, defaultValue } }));
}

/** Changes a rule's value or default flag; the users holding the old value follow a renamed rule. */
export function updateTagRule(id: number, { id: ruleId, ...body }: TagRule): Promise<Result<AdminTag>> {
  return tagRecord.change(() => call('updateTagRule', { path: { id, ruleId }, body }), tagUsers);
}

/** Deletes a rule. */
export function deleteTagRule(id: number, ruleId: number): Promise<Result<AdminTag>> {
  return tagRecord.change(() => call('deleteTagRule', { path: { id, ruleId } }));
}

/** Gives a user (by e-mail) a value for the tag; without a value the default rule applies. */
export function addTagUser(id: number, email: string, value?: string): Promise<Result> {
  const body = value ? { email, value } : { email };
  return tagRecord.changeIn(id, () => call('addTagUser', { path: { id }, body }), tagUsers);
}

/** Removes users' values for the tag; answers the refusals. */
export function removeTagUsers(id: number, userIds: readonly number[]): Promise<Refusal[]> {
  const remove = (userId: number) => call('removeTagUser', { path: { id, userId } });
  return tagRecord.removeEachIn(id, userIds, remove, tagUsers);
}

/** Downloads the e-mail addresses of the tag's users as a text file, one per line. */
export async function downloadTagEmails(tag: AdminTag): Promise<void> {
  const emails = firstColumn(await call('exportTagUserEmails', { path: { id: tag.id } }));
  const name = `${tag.name.replace(/[^\w.-]+/g, '_') || 'tag'}-emails.txt`;
  await downloadText(name, emails.map((email) => `${email}\r\n`).join(''));
}
