import { expect } from '@open-wc/testing';
import { megabytes, withStoreLinks } from './downloads';

const LIST = {
  version: '7.4.2',
  platforms: [
    { platform: 'windows' as const, files: [{ kind: 'exe' as const, url: '/x.exe', size: 98_304_112 }] },
    {
      platform: 'android' as const,
      files: [{ kind: 'googlePlay' as const, url: 'https://play.example/old' }],
    },
  ],
};

describe('downloads', () => {
  it('the store addresses of the public settings win over the list', () => {
    const result = withStoreLinks(LIST, { clientSetupGooglePlayURL: 'https://play.example/new' });
    expect(result.platforms[1]?.files).to.deep.equal([
      { kind: 'googlePlay', url: 'https://play.example/new' },
    ]);
    expect(result.platforms[0]).to.deep.equal(LIST.platforms[0]);
  });

  it('a store set in the settings but missing from the list is added to its platform', () => {
    const result = withStoreLinks(LIST, { clientSetupAppStoreURL: 'https://apps.example/meet' });
    expect(result.platforms.map((p) => p.platform)).to.deep.equal(['windows', 'android', 'ios']);
    expect(result.platforms[2]?.files).to.deep.equal([
      { kind: 'appStore', url: 'https://apps.example/meet' },
    ]);
    const empty = withStoreLinks({ version: '', platforms: [] }, { clientSetupGooglePlayURL: 'https://p' });
    expect(empty.platforms).to.deep.equal([
      { platform: 'android', files: [{ kind: 'googlePlay', url: 'https://p' }] },
    ]);
  });

  it('sizes show in whole megabytes, at least 1', () => {
    expect(megabytes(98_304_112)).to.equal(94);
    expect(megabytes(1000)).to.equal(1);
  });
});
