import { expect } from '@open-wc/testing';
import { hasUnsafeCharacters, isEmail } from './validators';

describe('validators', () => {
  it('an e-mail is one address with a dot after its @', () => {
    expect(isEmail('ana.novak@acme-health.example.com')).to.equal(true);
    expect(isEmail('a@b.cz')).to.equal(true);
  });

  it('a list, a blank, a missing part or a quoted name is not an e-mail', () => {
    for (const bad of [
      '',
      'a@b',
      '@b.cz',
      'a@.',
      'a b@c.cz',
      'a@b.cz;c@d.cz',
      'a@b.cz,c@d.cz',
      '"A" <a@b.cz>',
    ])
      expect(isEmail(bad), bad).to.equal(false);
  });

  it('a control, bidirectional, zero-width or separator character is unsafe; letters of any script and accents are not', () => {
    for (const bad of [
      'a\u0000',
      '\u001b[31m',
      'a\u202eb',
      '\u2066x',
      'a\u200bb',
      'a\u200d',
      '\ufeffa',
      'a\u2028b',
      '\ud800',
    ])
      expect(hasUnsafeCharacters(bad), JSON.stringify(bad)).to.equal(true);
    for (const good of ['Éva Müller', 'Dvořák', 'Łukasz', '王小明', 'Ζωή', "O'Brien-Smith", 'e\u0301'])
      expect(hasUnsafeCharacters(good), good).to.equal(false);
  });

  it('an address with an invisible character is not an e-mail', () => {
    for (const bad of ['admin@example.com\u0000', 'ad\u200bmin@example.com', 'admin@exa\u202emple.com'])
      expect(isEmail(bad), JSON.stringify(bad)).to.equal(false);
  });
});
