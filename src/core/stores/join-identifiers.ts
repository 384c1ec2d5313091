import { atom } from 'nanostores';
import { ApiError } from '../api/errors';
import { joinMeeting } from '../api/meeting-calls';
import { ERROR_GENERIC } from '../constants';
import { isUnknownMeeting } from './meeting-join';
import { rememberPin } from './meeting-pins';

/** Why the identifiers were not accepted: a field left empty, a wrong pair, or an error code (spec 8). */
export type IdentifiersProblem =
  | { kind: 'missingId' }
  | { kind: 'missingPin' }
  | { kind: 'invalid' }
  | { kind: 'failed'; code: number };

/** The join-without-account form's check: under way, and what went wrong last. */
export interface IdentifiersCheck {
  busy: boolean;
  problem: IdentifiersProblem | null;
}

/** State of the meeting ID + PIN code check, shared by the join-without-account screen and `<meet-join>`. */
export const $identifiersCheck = atom<IdentifiersCheck>({ busy: false, problem: null });

/** A meeting ID as people copy it ("100 000 001", "100-000-001"): spaces, dashes and dots removed. */
export function normalizeMeetingId(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/**
 * Checks a meeting ID and PIN code with the server; answers the meeting ID to open, or null after setting
 * the problem. The server cannot tell an unknown meeting from a wrong PIN: both are "invalid identifiers".
 */
export async function checkMeetingIdentifiers(
  meetingId: string,
  pinCode: string,
  pinRequired = true,
): Promise<string | null> {
  const umi = normalizeMeetingId(meetingId);
  const pin = pinCode.trim();
  const fail = (problem: IdentifiersProblem) => {
    $identifiersCheck.set({ busy: false, problem });
    return null;
  };
  if (umi === '') return fail({ kind: 'missingId' });
  if (pin === '' && pinRequired) return fail({ kind: 'missingPin' });
  $identifiersCheck.set({ busy: true, problem: null });
  try {
    await joinMeeting(umi, pin === '' ? undefined : pin);
    rememberPin(umi, pin);
    $identifiersCheck.set({ busy: false, problem: null });
    return umi;
  } catch (error) {
    if (isUnknownMeeting(error)) return fail({ kind: 'invalid' });
    return fail({ kind: 'failed', code: error instanceof ApiError ? error.code : ERROR_GENERIC });
  }
}

/** Forgets the last problem (a new visit of the form). */
export function resetIdentifiersCheck(): void {
  $identifiersCheck.set({ busy: false, problem: null });
}
