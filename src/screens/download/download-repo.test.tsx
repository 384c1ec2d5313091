import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $downloads } from '../../core/stores/downloads';
import { DownloadRepo } from './download-repo';

const APT =
  'curl -fsSL https://meet.example.com/repo/key.asc | sudo gpg --dearmor -o /usr/share/keyrings/meet.gpg\n' +
  'echo "deb [signed-by=/usr/share/keyrings/meet.gpg] https://meet.example.com/repo stable main" | sudo tee /etc/apt/sources.list.d/meet.list\n' +
  'sudo apt-get update && sudo apt-get install meet';
const DOWNLOADS = {
  version: '7.4.2',
  platforms: [
    { platform: 'linux', files: [{ kind: 'repository', url: '/meet/download-repo', instructions: APT }] },
  ],
};

describe('repository download page', () => {
  let view: ReturnType<typeof render>;
  let copied: string[];
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');

  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['public', 'error', 'common', 'overlay']);
  });
  beforeEach(() => {
    resetForTest();
    $downloads.set({ status: 'loading' });
    setFetch(fakeServer({ 'GET web/downloads': reply(200, DOWNLOADS) }).fetch);
    copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  afterEach(() => {
    view.unmount();
    resetFetch();
    resetApiTimings();
    delete (navigator as { clipboard?: unknown }).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  });

  async function open() {
    view = render(<DownloadRepo />);
    await waitUntil(() => view.host.querySelectorAll('h2').length === 3, 'the instructions render');
  }

  it('shows apt, yum and zypper lines, each with a copy button described by its command', async () => {
    await open();
    expect([...view.host.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Debian and Ubuntu, with apt',
      'Fedora, Red Hat and CentOS, with yum',
      'openSUSE, with zypper',
    ]);
    const apt = [...view.host.querySelectorAll('section')][0];
    expect([...(apt?.querySelectorAll('code') ?? [])].map((c) => c.textContent)).to.deep.equal(
      APT.split('\n'),
    );
    const button = apt?.querySelector('li button');
    const described = view.host.querySelector(`[id="${button?.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).to.equal(APT.split('\n')[0]);
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('on a phone a copy button shows its icon only and keeps its name; wider, its name shows', async () => {
    // The name follows the icon (drawn as a placeholder span until its set arrives).
    const label = () => view.host.querySelector('li button')?.lastElementChild as HTMLElement;
    await setViewport({ width: 390, height: 800 });
    try {
      await open();
      expect(label().textContent).to.equal('Copy');
      await waitUntil(() => label().getBoundingClientRect().width <= 1, 'the name is hidden from the eye');
      await setViewport({ width: 1280, height: 800 });
      await waitUntil(() => label().getBoundingClientRect().width > 10, 'the name shows beside the icon');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a copy button puts its line on the clipboard and says so; "Copy all" copies the whole block', async () => {
    await open();
    const buttons = [...view.host.querySelectorAll<HTMLButtonElement>('section:nth-of-type(3) button')];
    buttons[1]?.click();
    await waitUntil(
      () => view.host.querySelector('[role="status"]')?.textContent === 'Copied to the clipboard.',
    );
    expect(copied).to.deep.equal(['sudo zypper addrepo --refresh https://meet.example.com/repo/rpm meet']);
    buttons.at(-1)?.click();
    await waitUntil(() => copied.length === 2);
    expect(copied[1]?.split('\n')).to.have.length(3);
  });

  it('a refused clipboard asks the visitor to copy the line themselves', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await open();
    view.host.querySelector<HTMLButtonElement>('li button')?.click();
    await waitUntil(() =>
      view.host.querySelector('[role="status"]')?.textContent?.includes('Copying failed'),
    );
  });
});
