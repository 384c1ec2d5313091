// How the sign-in pages word a failed call (spec 4, 8): a few codes in their own words, a server that
// cannot be reached, else the error catalogue's message of the code.
import { ApiError } from '../api/errors';
import { ERROR_AUTHENTICATION_FAILED, ERROR_FORBIDDEN, ERROR_GENERIC } from '../constants';
import { type Key, translate } from '../i18n';

/** What a failed call leaves for a screen to word: its error code, and whether no server answered. */
export interface Failure {
  code: number;
  unreachable: boolean;
}

/** The failure of what a call threw: the server's code (else the generic one); a network error or time-out is unreachable. */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { code: ERROR_GENERIC, unreachable: false };
  return { code: error.code, unreachable: error.kind === 'network' || error.kind === 'timeout' };
}

/** Codes the sign-in screens word themselves; every other code shows its catalogue message. */
const OWN_MESSAGES: Record<number, Key<'login'>> = {
  [ERROR_AUTHENTICATION_FAILED]: 'error.credentials',
  [ERROR_FORBIDDEN]: 'error.tooManyAttempts',
};

/** The translated message of a failed sign-in call (the `login` and `error` namespaces must be loaded). */
export function signInMessage(failure: Failure): string {
  if (failure.unreachable) return translate('error', 'managementServerUnreachable');
  const own = OWN_MESSAGES[failure.code];
  return own ? translate('login', own) : translate('error', `code.${failure.code}`);
}
