// Tag administration: the list, a tag with its rules (value, default value), its users with their value,
// and the download of the users' e-mail addresses.
import { call } from '../api/call';
import type { components } from '../api/schema';
import { saveBlob } from '../download';
import { listStore } from '../lists/list-store';
import { recordStore } from '../stores/record';
import { attempt, attemptEach, type Refusal, type Result } from './result';

type Schemas = components['schemas'];
/** A tag with its rules. */
export type AdminTag = Schemas['Tag'];
/** A row of the tag list. */
export type TagRow = Schemas['TagSummary'];
/** A rule of a tag: an allowed value, one of them the default. */
export type TagRule = Schemas['TagRule'];
/** A user's value for a tag. */
export type TagUser = Schemas['TagUser'];

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

/** The tag shown in the detail (its users' list opened with it). */
export const tagRecord = recordStore(
  (id: number) => call('getTag', { path: { id } }),
  (tag) => tag.id,
  (id) => tagUsers.open({ id }),
);

/** Adds a tag; done with its id (refused with 1006 when the name is taken). */
export function addTag(name: string): Promise<Result<number>> {
  return attempt(async () => {
    const tag = await call('createTag', { body: { name } });
    await tags.reload();
    return tag.id;
  });
}

/** Deletes tags with their rules and values; answers the refusals. */
export async function deleteTags(ids: readonly number[]): Promise<Refusal[]> {
  const refusals = await attemptEach(ids, (id) => call('deleteTag', { path: { id } }));
  await tags.reload();
  return refusals;
}

// Every change of a tag changes the list's counts: the list is marked stale and loads again when shown.
function changeTag(change: () => Promise<AdminTag>): Promise<Result> {
  return attempt(async () => {
    tagRecord.set(await change());
    void tags.reload();
  });
}

/** Adds a rule (an allowed value); a default rule replaces the previous default. */
export function addTagRule(id: number, value: string, defaultValue: boolean): Promise<Result> {
  return changeTag(() => call('addTagRule', { path: { id }, body: { value, defaultValue } }));
}

/** Changes a rule's value or default flag; the users holding the old value follow a renamed rule. */
export async function updateTagRule(
  id: number,
  ruleId: number,
  value: string,
  defaultValue: boolean,
): Promise<Result> {
  const result = await changeTag(() =>
    call('updateTagRule', { path: { id, ruleId }, body: { value, defaultValue } }),
  );
  if (result.done) await tagUsers.reload();
  return result;
}

/** Deletes a rule. */
export function deleteTagRule(id: number, ruleId: number): Promise<Result> {
  return changeTag(() => call('deleteTagRule', { path: { id, ruleId } }));
}

/** Gives a user (by e-mail) a value for the tag; without a value the default rule applies. */
export function addTagUser(id: number, email: string, value?: string): Promise<Result> {
  return attempt(async () => {
    await call('addTagUser', { path: { id }, body: value ? { email, value } : { email } });
    await Promise.all([tagUsers.reload(), tagRecord.refresh(id), tags.reload()]);
  });
}

/** Removes users' values for the tag; answers the refusals. */
export async function removeTagUsers(id: number, userIds: readonly number[]): Promise<Refusal[]> {
  const refusals = await attemptEach(userIds, (userId) => call('removeTagUser', { path: { id, userId } }));
  await Promise.all([tagUsers.reload(), tagRecord.refresh(id), tags.reload()]);
  return refusals;
}

/** Downloads the e-mail addresses of the tag's users as a text file, one per line. */
export async function downloadTagEmails(tag: AdminTag): Promise<void> {
  const csv = await call('exportTagUserEmails', { path: { id: tag.id } });
  const emails = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .map(emailOfLine)
    .filter(Boolean);
  const name = `${tag.name.replace(/[^\w.-]+/g, '_') || 'tag'}-emails.txt`;
  const text = emails.map((email) => `${email}\r\n`).join('');
  saveBlob(name, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** The e-mail (first cell) of a line of the export: unquoted, without the guard put before formula-like text. */
function emailOfLine(line: string): string {
  const cell = line.startsWith('"')
    ? (line.match(/^"((?:[^"]|"")*)"/)?.[1] ?? '')
    : (line.split(';')[0] ?? '');
  return cell.replace(/""/g, '"').replace(/^'(?=[=+\-@\t\r])/, '');
}
