import { expect } from '@open-wc/testing';
import { AVATAR_HUES, assignHues, hueOfName } from './avatar-hues';

const person = (id: string, name = 'Same Name') => ({ id, name });

describe('avatar colours', () => {
  it('people present wear different colours, even when their names would give the same one', () => {
    const hues = assignHues([person('a'), person('b'), person('c')], new Map());
    expect(new Set(hues.values()).size).to.equal(3);
    expect(hues.get('a')).to.equal(hueOfName('Same Name'));
  });

  it('a person keeps their colour while others come and go', () => {
    const first = assignHues([person('a'), person('b')], new Map());
    const later = assignHues([person('b'), person('c')], first);
    expect(later.get('b')).to.equal(first.get('b'));
    expect(later.get('c')).not.to.equal(later.get('b'));
  });

  it('past the colours there are, a name takes its own colour again', () => {
    const many = Array.from({ length: AVATAR_HUES + 1 }, (_, i) => person(`p${i}`));
    const hues = assignHues(many, new Map());
    expect(new Set(hues.values()).size).to.equal(AVATAR_HUES);
    expect(hues.get(`p${AVATAR_HUES}`)).to.equal(hueOfName('Same Name'));
  });
});
