import { expect } from '@open-wc/testing';
import { type PasswordConstraints, validateNewPassword } from './password-rules';

const ALL: PasswordConstraints = {
  enabled: true,
  passwordLength: 8,
  oneDigit: true,
  oneLowercase: true,
  oneUppercase: true,
  oneSpecialCharacter: true,
};
const NONE: PasswordConstraints = {
  enabled: true,
  passwordLength: 8,
  oneDigit: false,
  oneLowercase: false,
  oneUppercase: false,
  oneSpecialCharacter: false,
};
const DISABLED: PasswordConstraints = { ...ALL, enabled: false };

const check = (password: string, constraints: PasswordConstraints) =>
  validateNewPassword(password, password, constraints);

describe('new password rules (spec section 5)', () => {
  it('is acceptable when it follows every enabled rule', () => {
    expect(check('Secret123!', ALL)).to.deep.equal([]);
  });

  it('new and confirmation must be equal', () => {
    expect(validateNewPassword('Secret123!', 'Secret123?', ALL)).to.deep.equal(['mismatch']);
    expect(validateNewPassword('Secret123!', 'secret123!', ALL)).to.deep.equal(['mismatch']);
  });

  it('must not be blank, spaces only included', () => {
    expect(check('', ALL)).to.deep.equal(['blank']);
    expect(check('          ', ALL)).to.deep.equal(['blank']);
    expect(validateNewPassword('', 'x', DISABLED)).to.deep.equal(['mismatch', 'blank']);
  });

  it('length must be at least passwordLength, even when constraints are disabled', () => {
    expect(check('Sec123!', ALL)).to.deep.equal(['tooShort']);
    expect(check('Secr123!', ALL)).to.deep.equal([]);
    expect(check('abc', DISABLED)).to.deep.equal(['tooShort']);
    expect(check('abcdefgh', DISABLED)).to.deep.equal([]);
    expect(check('a', { ...DISABLED, passwordLength: 0 })).to.deep.equal([]);
  });

  it('counts an emoji as one character of the length', () => {
    expect(check('😀😀😀😀😀😀😀', DISABLED)).to.deep.equal(['tooShort']);
    expect(check('😀😀😀😀😀😀😀😀', DISABLED)).to.deep.equal([]);
  });

  it('needs one digit only when constraints are enabled and oneDigit is set', () => {
    expect(check('Secret!!x', ALL)).to.deep.equal(['digit']);
    expect(check('Secret!!x', { ...NONE, oneDigit: true })).to.deep.equal(['digit']);
    expect(check('Secret!!x', NONE)).to.deep.equal([]);
    expect(check('Secret!!x', DISABLED)).to.deep.equal([]);
  });

  it('needs one lowercase letter only when constraints are enabled and oneLowercase is set', () => {
    expect(check('SECRET123!', ALL)).to.deep.equal(['lowercase']);
    expect(check('SECRET123!', { ...NONE, oneLowercase: true })).to.deep.equal(['lowercase']);
    expect(check('SECRET123!', NONE)).to.deep.equal([]);
    expect(check('SECRET123!', DISABLED)).to.deep.equal([]);
  });

  it('needs one uppercase letter only when constraints are enabled and oneUppercase is set', () => {
    expect(check('secret123!', ALL)).to.deep.equal(['uppercase']);
    expect(check('secret123!', { ...NONE, oneUppercase: true })).to.deep.equal(['uppercase']);
    expect(check('secret123!', NONE)).to.deep.equal([]);
    expect(check('secret123!', DISABLED)).to.deep.equal([]);
  });

  it('needs one special (non-alphanumeric) character only when enabled and oneSpecialCharacter is set', () => {
    expect(check('Secret1234', ALL)).to.deep.equal(['special']);
    expect(check('Secret1234', { ...NONE, oneSpecialCharacter: true })).to.deep.equal(['special']);
    expect(check('Secret1234', NONE)).to.deep.equal([]);
    expect(check('Secret1234', DISABLED)).to.deep.equal([]);
    expect(check('Secret 1234', ALL)).to.deep.equal([]);
  });

  it('counts accented letters as letters, not as special characters', () => {
    expect(check('Élodie1234', ALL)).to.deep.equal(['special']);
    expect(check('ÉLODIE123!', ALL)).to.deep.equal(['lowercase']);
    expect(check('élodie123!', ALL)).to.deep.equal(['uppercase']);
  });

  it('lists every rule it breaks at once', () => {
    expect(validateNewPassword('abc', 'abd', ALL)).to.deep.equal([
      'mismatch',
      'tooShort',
      'digit',
      'uppercase',
      'special',
    ]);
  });
});
