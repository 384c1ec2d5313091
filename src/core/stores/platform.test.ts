import { expect } from '@open-wc/testing';
import { detectPlatform, orderPlatforms } from './platform';

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ubuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  fedora: 'Mozilla/5.0 (X11; Fedora; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('platform detection', () => {
  it('reads the user agent: Windows, Mac, Linux, Android and iOS with their main file', () => {
    expect(detectPlatform({ userAgent: UA.windows })).to.deep.equal({ platform: 'windows', kind: 'exe' });
    expect(detectPlatform({ userAgent: UA.mac })).to.deep.equal({ platform: 'mac', kind: 'dmg' });
    expect(detectPlatform({ userAgent: UA.linux })).to.deep.equal({ platform: 'linux', kind: 'tgz' });
    expect(detectPlatform({ userAgent: UA.android })).to.deep.equal({
      platform: 'android',
      kind: 'googlePlay',
    });
    expect(detectPlatform({ userAgent: UA.iphone })).to.deep.equal({ platform: 'ios', kind: 'appStore' });
  });

  it('Android says Linux and an iPhone says Mac OS X: the phone wins', () => {
    expect(
      detectPlatform({ userAgent: UA.android, userAgentData: { platform: 'Android', mobile: true } })
        ?.platform,
    ).to.equal('android');
    expect(detectPlatform({ userAgent: UA.iphone })?.platform).to.equal('ios');
  });

  it('an iPad presenting itself as a Mac is told apart by its touch screen', () => {
    expect(detectPlatform({ userAgent: UA.mac, maxTouchPoints: 5 })?.platform).to.equal('ios');
    expect(detectPlatform({ userAgent: UA.mac, maxTouchPoints: 0 })?.platform).to.equal('mac');
  });

  it('client hints (navigator.userAgentData) come before the user agent string', () => {
    expect(
      detectPlatform({ userAgent: UA.linux, userAgentData: { platform: 'Windows' } })?.platform,
    ).to.equal('windows');
    expect(detectPlatform({ userAgent: '', userAgentData: { platform: 'macOS' } })?.platform).to.equal('mac');
    expect(detectPlatform({ userAgent: '', userAgentData: { platform: 'Chrome OS' } })?.platform).to.equal(
      'linux',
    );
  });

  it('a Linux distribution named in the user agent suggests its package', () => {
    expect(detectPlatform({ userAgent: UA.ubuntu })?.kind).to.equal('deb');
    expect(detectPlatform({ userAgent: UA.fedora })?.kind).to.equal('rpm');
    expect(detectPlatform({ userAgent: UA.linux.replace('X11;', 'X11; openSUSE;') })?.kind).to.equal(
      'opensuse',
    );
  });

  it('an unknown system is not guessed', () => {
    expect(detectPlatform({ userAgent: 'curl/8.5.0' })).to.equal(null);
  });

  it('the detected platform is listed first, the others keep their usual order', () => {
    const all = (['ios', 'linux', 'windows', 'android', 'mac'] as const).map((platform) => ({ platform }));
    expect(orderPlatforms(all, 'linux').map((p) => p.platform)).to.deep.equal([
      'linux',
      'windows',
      'mac',
      'android',
      'ios',
    ]);
    expect(orderPlatforms(all, null).map((p) => p.platform)).to.deep.equal([
      'windows',
      'mac',
      'linux',
      'android',
      'ios',
    ]);
  });
});
