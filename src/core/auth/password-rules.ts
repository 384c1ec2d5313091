/** The server's rules for a new password (GET /web/users/password-constraints). */
export interface PasswordConstraints {
  /** When false, only the length rule applies. */
  enabled: boolean;
  passwordLength: number;
  oneDigit: boolean;
  oneLowercase: boolean;
  oneUppercase: boolean;
  oneSpecialCharacter: boolean;
}

/** Why a new password is refused; each has its own message. */
export type PasswordProblem =
  | 'mismatch'
  | 'blank'
  | 'tooShort'
  | 'digit'
  | 'lowercase'
  | 'uppercase'
  | 'special';

// Unicode classes, so that "é" counts as a lowercase letter and not as a special character.
const CLASSES = [
  ['oneDigit', 'digit', /\p{Nd}/u],
  ['oneLowercase', 'lowercase', /\p{Ll}/u],
  ['oneUppercase', 'uppercase', /\p{Lu}/u],
  ['oneSpecialCharacter', 'special', /[^\p{L}\p{N}]/u],
] as const;

/** Every rule a new password and its confirmation break (spec section 5); empty when acceptable. */
export function validateNewPassword(
  newPassword: string,
  confirmation: string,
  constraints: PasswordConstraints,
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (newPassword !== confirmation) problems.push('mismatch');
  // A blank password breaks every other rule too: one message says it all.
  if (newPassword.trim() === '') return [...problems, 'blank'];
  // Counted in code points, never more than a count in UTF-16 units: we accept nothing the server refuses.
  if (Array.from(newPassword).length < constraints.passwordLength) problems.push('tooShort');
  if (!constraints.enabled) return problems;
  for (const [flag, problem, pattern] of CLASSES) {
    if (constraints[flag] && !pattern.test(newPassword)) problems.push(problem);
  }
  return problems;
}
