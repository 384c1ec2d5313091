// How the sign-in pages word a failed call (spec 4, 8): a few codes in their own words, a server that
// cannot be reached, else the error catalogue's message of the code.
import { ApiError } from '../api/errors';
import {
  DIRECTORY_DOWN_STATUS,
  ERROR_AUTHENTICATION_FAILED,
  ERROR_FORBIDDEN,
  ERROR_GENERIC,
} from '../constants';
import { type Key, translate } from '../i18n';

/**
 * What a failed call leaves for a screen to word: its error code, whether no server answered, and whether the
 * directory behind a delegated (LDAP) sign-in did not.
 */
export interface Failure {
  code: number;
  unreachable: boolean;
  directoryDown?: boolean;
  /** The seconds the server asked to wait (a backoff), when it said. */
  retryAfter?: number;
}

/** The failure of what a call threw: the server's code (else the generic one); a network error or time-out is unreachable. */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { code: ERROR_GENERIC, unreachable: false };
  const failure = { code: error.code, unreachable: error.kind === 'network' || error.kind === 'timeout' };
  return error.retryAfter > 0 ? { ...failure, retryAfter: error.retryAfter } : failure;
}

/** True when a call failed because the directory (LDAP) behind it did not answer (503). */
export const isDirectoryDown = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && error.status === DIRECTORY_DOWN_STATUS;

/** The failure of a login: delegated to a directory (`ldapDelegate`), a 503 says the directory does not answer. */
export function loginFailureOf(error: unknown, delegated: boolean): Failure {
  const failure = failureOf(error);
  return delegated && isDirectoryDown(error) ? { ...failure, directoryDown: true } : failure;
}

/** Codes the sign-in screens word themselves; every other code shows its catalogue message. */
const OWN_MESSAGES: Record<number, Key<'login'>> = {
  [ERROR_AUTHENTICATION_FAILED]: 'error.credentials',
  [ERROR_FORBIDDEN]: 'error.tooManyAttempts',
};

/** The translated message of a failed sign-in call (the `login` and `error` namespaces must be loaded). */
export function signInMessage(failure: Failure): string {
  if (failure.unreachable) return translate('error', 'managementServerUnreachable');
  if (failure.directoryDown) return translate('login', 'error.directoryDown');
  if (failure.code === ERROR_FORBIDDEN && failure.retryAfter)
    return translate('login', 'error.retryIn', { seconds: failure.retryAfter });
  const own = OWN_MESSAGES[failure.code];
  return own ? translate('login', own) : translate('error', `code.${failure.code}`);
}
