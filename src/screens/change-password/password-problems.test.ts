import { expect } from '@open-wc/testing';
import { validateNewPassword } from '../../core/auth/password-rules';
import { announcedRules, problemsByField } from './password-problems';

const STRICT = {
  enabled: true,
  passwordLength: 12,
  oneDigit: true,
  oneLowercase: true,
  oneUppercase: true,
  oneSpecialCharacter: true,
};

describe('change-password problems', () => {
  it('the mismatch shows on the confirmation, every other rule on the new password', () => {
    const problems = validateNewPassword('abc', 'abd', STRICT);
    expect(problemsByField(problems)).to.deep.equal({
      password: ['tooShort', 'digit', 'uppercase', 'special'],
      confirmation: ['mismatch'],
    });
  });

  it('the rules announced before typing follow the server constraints', () => {
    expect(announcedRules(STRICT)).to.deep.equal(['tooShort', 'digit', 'lowercase', 'uppercase', 'special']);
    expect(announcedRules({ ...STRICT, enabled: false })).to.deep.equal(['tooShort']);
    expect(announcedRules(null)).to.deep.equal([]);
  });
});
