import { atom } from 'nanostores';
import { ApiError } from '../api/errors';
import { confirmSignUp } from '../api/visitor-calls';
import { ERROR_ALREADY_ACTIVATED, ERROR_INVALID_PARAMETER, ERROR_NOT_FOUND } from '../constants';

/** How a confirmation ends (spec 4 "Account"): activated, or why not. */
export type ConfirmationOutcome =
  | 'activated'
  | 'invalidCode'
  | 'unknownAccount'
  | 'alreadyActivated'
  | 'failed';

/** The outcome of the e-mailed link's confirmation, null while the server checks it. */
export const $signupConfirmation = atom<ConfirmationOutcome | null>(null);

const OUTCOMES: Record<number, ConfirmationOutcome> = {
  [ERROR_INVALID_PARAMETER]: 'invalidCode',
  [ERROR_NOT_FOUND]: 'unknownAccount',
  [ERROR_ALREADY_ACTIVATED]: 'alreadyActivated',
};

/** The outcome of a confirmation call's error: 1004 invalid code, 1001 unknown account, 1020 activated. */
export function confirmationOutcome(error: unknown): ConfirmationOutcome {
  if (!(error instanceof ApiError)) return 'failed';
  return OUTCOMES[error.code] ?? 'failed';
}

/** Activates the account of the e-mailed link (its `email` and `code`); a link missing either is an invalid code. */
export async function confirmAccount(email?: string, code?: string): Promise<void> {
  $signupConfirmation.set(null);
  if (!email || !code) {
    $signupConfirmation.set('invalidCode');
    return;
  }
  try {
    await confirmSignUp(email, code);
    $signupConfirmation.set('activated');
  } catch (error) {
    $signupConfirmation.set(confirmationOutcome(error));
  }
}
