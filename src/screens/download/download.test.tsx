import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../../core/api/transport';
import type { PublicSettings } from '../../core/api/types';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $downloads } from '../../core/stores/downloads';
import { $publicSettings } from '../../core/stores/public-settings';
import { Download } from './download';

const file = (kind: string, size?: number) => ({ kind, url: `/meet/downloads/7.4.2/${kind}`, size });
const DOWNLOADS = {
  version: '7.4.2',
  platforms: [
    { platform: 'windows', files: [file('exe', 98_304_112), file('msi', 99_122_176)] },
    { platform: 'mac', files: [file('dmg', 121_634_816)] },
    {
      platform: 'linux',
      files: ['zip', 'deb', 'rpm', 'opensuse', 'tgz']
        .map((k) => file(k, 88_080_384))
        .concat(file('repository')),
    },
    {
      platform: 'android',
      files: [file('apk32', 61_865_984), file('apk64', 64_487_424), file('googlePlay')],
    },
    { platform: 'ios', files: [file('appStore')] },
  ],
};
const UBUNTU = {
  userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};
const IPHONE = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15' };

describe('download page', () => {
  let view: ReturnType<typeof render>;
  const headings = () => [...view.host.querySelectorAll('h2')].map((h) => h.textContent);
  const links = () => [...view.host.querySelectorAll('a')];

  before(async () => {
    await loadNamespaces(['public', 'error', 'common']);
  });
  beforeEach(async () => {
    resetForTest();
    await setLanguage('en');
    $downloads.set({ status: 'loading' });
    $publicSettings.set({
      clientSetupAppStoreURL: 'https://apps.example.com/meet',
      clientSetupGooglePlayURL: 'https://play.example.com/meet',
    } as PublicSettings);
    setFetch(fakeServer({ 'GET web/downloads': reply(200, DOWNLOADS) }).fetch);
  });
  afterEach(() => {
    view.unmount();
    resetFetch();
    resetApiTimings();
  });

  async function open(identity: { userAgent: string }, variant: 'auth' | 'no-auth' = 'auth') {
    view = render(<Download variant={variant} identity={identity} />);
    await waitUntil(() => view.host.querySelectorAll('h2').length === 5, 'the platforms render');
  }

  it('offers Windows, Mac, Linux (zip, deb, rpm, OpenSUSE, tgz, repository), Android (apk 32 and 64 bit) and iOS', async () => {
    await open(UBUNTU);
    for (const name of ['Windows', 'macOS', 'Linux', 'Android', 'iOS']) expect(headings()).to.include(name);
    const texts = links().map((a) => a.textContent ?? '');
    for (const label of [
      'Zip archive (.zip)',
      'Debian, Ubuntu package (.deb)',
      'Fedora, Red Hat package (.rpm)',
      'openSUSE package (.rpm)',
      'Archive (.tar.gz)',
      'Install from the repository',
      'Android package, 32-bit (.apk)',
      'Android package, 64-bit (.apk)',
      'Download on the App Store',
    ]) {
      expect(
        texts.some((t) => t.startsWith(label)),
        label,
      ).to.equal(true);
    }
    expect(texts.find((t) => t.startsWith('Installer (.exe)'))).to.equal('Installer (.exe)94 MB');
    expect(view.host.textContent).to.include('Version 7.4.2');
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('the visitor’s platform is detected and suggested first, its own package as the main button', async () => {
    await open(UBUNTU);
    expect(headings()[0]).to.equal('Linux');
    const first = view.host.querySelector('.platform');
    expect(first?.textContent).to.include('Suggested for your device');
    expect(first?.querySelector('a')?.textContent).to.include('Debian, Ubuntu package (.deb)');
    expect(first?.querySelector('a')?.className).to.equal('button file');
    expect(view.host.querySelectorAll('.badge')).to.have.length(1);
  });

  it('an iPhone gets iOS first, with the App Store address of the public settings', async () => {
    await open(IPHONE);
    expect(headings()).to.deep.equal(['iOS', 'Windows', 'macOS', 'Linux', 'Android']);
    const store = links().find((a) => a.textContent === 'Download on the App Store');
    expect(store?.getAttribute('href')).to.equal('https://apps.example.com/meet');
    const play = links().find((a) => a.textContent === 'Get it on Google Play');
    expect(play?.getAttribute('href')).to.equal('https://play.example.com/meet');
  });

  it('the repository install leads to the download-repo page', async () => {
    await open(UBUNTU);
    const repo = links().find((a) => a.textContent?.startsWith('Install from the repository'));
    expect(repo?.getAttribute('href')).to.equal('/meet/download-repo');
  });

  it('without signing in (download-no-auth) the page names the product and offers to sign in', async () => {
    await open(UBUNTU, 'no-auth');
    expect(view.host.querySelector('.brand')?.textContent).to.equal('Meet');
    expect(
      links()
        .find((a) => a.textContent === 'Sign in')
        ?.getAttribute('href'),
    ).to.equal('/meet/');
  });

  it('when the list cannot be loaded, the error shows and the store links of the settings remain', async () => {
    setFetch(fakeServer({ 'GET web/downloads': reply(503, { exception: { code: 1000 } }) }).fetch);
    view = render(<Download identity={IPHONE} />);
    await waitUntil(() => view.host.querySelector('[role="alert"]'), 'the error shows');
    expect(headings()).to.deep.equal(['iOS', 'Android']);
    expect(view.host.querySelector('[role="alert"] button')?.textContent).to.equal('Try again');
  });
});
