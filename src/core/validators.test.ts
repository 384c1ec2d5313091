import { expect } from '@open-wc/testing';
import { isEmail } from './validators';

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
});
