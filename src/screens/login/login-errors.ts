import { ApiError } from '../../core/api/errors';
import { translate } from '../../core/i18n';

/** Codes the sign-in screens word themselves; every other code shows its catalogue message (spec 8). */
const OWN_MESSAGES: Record<number, string> = { 1014: 'error.credentials', 1016: 'error.tooManyAttempts' };

/** The translated message of a failed sign-in call. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return translate('error', 'code.1000');
  if (error.kind === 'network' || error.kind === 'timeout')
    return translate('error', 'managementServerUnreachable');
  const own = OWN_MESSAGES[error.code];
  return own ? translate('login', own) : translate('error', `code.${error.code}`);
}
