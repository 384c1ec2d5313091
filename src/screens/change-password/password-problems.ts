import type { PasswordConstraints, PasswordProblem } from '../../core/auth/password-rules';

/** Which field shows a problem: the confirmation owns the mismatch, the new password all the others. */
export function problemsByField(problems: readonly PasswordProblem[]): {
  password: PasswordProblem[];
  confirmation: PasswordProblem[];
} {
  return {
    password: problems.filter((problem) => problem !== 'mismatch'),
    confirmation: problems.filter((problem) => problem === 'mismatch'),
  };
}

/** The rules to announce before the user types (spec 5), as problem names in display order. */
export function announcedRules(constraints: PasswordConstraints | null): PasswordProblem[] {
  if (!constraints) return [];
  const rules: PasswordProblem[] = ['tooShort'];
  if (!constraints.enabled) return rules;
  if (constraints.oneDigit) rules.push('digit');
  if (constraints.oneLowercase) rules.push('lowercase');
  if (constraints.oneUppercase) rules.push('uppercase');
  if (constraints.oneSpecialCharacter) rules.push('special');
  return rules;
}
