// How the directory actions of a subscription fail (an LDAP group of organizers, the forced contacts' sync):
// the server's code, or a directory that did not answer; the failures that have words of their own.
import { isDirectoryDown } from '../auth/sign-in-failure';
import { ERROR_BAD_SETTING, ERROR_INVALID_PARAMETER, ERROR_MANDATORY_SETTING } from '../constants';
import type { Key } from '../i18n';
import { errorCode } from '../stores/loadable';

/** Why a directory action failed: the server's code, and whether the directory did not answer. */
export interface DirectoryFailure {
  code: number;
  directoryDown: boolean;
}

/** The failure of what a directory action threw. */
export const directoryFailureOf = (error: unknown): DirectoryFailure => ({
  code: errorCode(error),
  directoryDown: isDirectoryDown(error),
});

/**
 * The message key (subscriptions namespace) of a failed group save or sync when it has its own words: the
 * directory down, no LDAP directory set, no such group, no group of forced contacts set; else undefined (the
 * error catalogue's message of the code then).
 */
export function directoryFailureKey(
  failure: DirectoryFailure,
  action: 'group' | 'sync',
): Key<'subscriptions'> | undefined {
  if (failure.directoryDown) return 'directory.down';
  if (failure.code === ERROR_BAD_SETTING) return 'directory.none';
  if (failure.code === ERROR_INVALID_PARAMETER) return 'groups.notFound';
  if (failure.code === ERROR_MANDATORY_SETTING && action === 'sync') return 'contacts.noGroup';
  return undefined;
}
