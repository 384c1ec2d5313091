// How the directory actions of a subscription fail (an LDAP group of organizers, the forced contacts' sync):
// the server's code, or a directory that did not answer; the failures that have words of their own.
import { isDirectoryDown } from '../auth/sign-in-failure';
import { ERROR_BAD_SETTING, ERROR_INVALID_PARAMETER, ERROR_MANDATORY_SETTING } from '../constants';
import type { Key } from '../i18n';
import { type Refusal, refusalOf } from './result';

/** A refused directory action: the refusal, and whether the directory did not answer. */
export type DirectoryRefusal = Refusal & { directoryDown: boolean };
/** How a directory action ends: done with its answer, or refused. */
export type DirectoryResult<T = void> = { done: true; value: T } | DirectoryRefusal;

/** The refusal of what a directory action threw. */
export const directoryRefusalOf = (error: unknown): DirectoryRefusal => ({
  ...refusalOf(error),
  directoryDown: isDirectoryDown(error),
});

/** Runs a directory action: done with its answer, or refused with the code and whether the directory answered. */
export async function attemptDirectory<T>(action: () => Promise<T>): Promise<DirectoryResult<T>> {
  try {
    return { done: true, value: await action() };
  } catch (error) {
    return directoryRefusalOf(error);
  }
}

/**
 * The message key (subscriptions namespace) of a failed group save or sync when it has its own words: the
 * directory down, no LDAP directory set, no such group, no group of forced contacts set; else undefined (the
 * error catalogue's message of the code then).
 */
export function directoryFailureKey(
  failure: Pick<DirectoryRefusal, 'code' | 'directoryDown'>,
  action: 'group' | 'sync',
): Key<'subscriptions'> | undefined {
  if (failure.directoryDown) return 'directory.down';
  if (failure.code === ERROR_BAD_SETTING) return 'directory.none';
  if (failure.code === ERROR_INVALID_PARAMETER) return 'groups.notFound';
  if (failure.code === ERROR_MANDATORY_SETTING && action === 'sync') return 'contacts.noGroup';
  return undefined;
}
