import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { createRoot, type Root } from 'react-dom/client';
import { CLIPPING_CARD, expectUnclipped } from '../../../tests/support/popup';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $me } from '../../core/stores/me';
import { $publicSettings } from '../../core/stores/public-settings';
import { clearSession, startSession } from '../../core/stores/session';
import { Header } from './header';

type Roles = ('userManager' | 'administrator' | 'systemAdmin')[];

function signedInAs(roles: Roles): void {
  startSession({ sessionToken: 'S', refreshToken: 'R' }, 'sam@example.com');
  $me.set({ firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.com', roles } as unknown as never);
  $publicSettings.set({ helpPath: 'https://help.example.com/' } as unknown as never);
}

describe('header', () => {
  let host: HTMLDivElement;
  let root: Root;
  const $ = <T extends Element>(selector: string) => host.querySelector<T>(selector);
  const texts = (selector: string) =>
    [...host.querySelectorAll(selector)].map((node) => node.textContent?.trim());
  const render = async (route: string) => {
    root.render(<Header route={route} />);
    await waitUntil(() => $('nav'), 'the header renders');
  };

  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['app', 'common']);
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    clearSession();
    $me.set(null);
    $publicSettings.set(null);
  });

  it('shows the menu items the signed-in user may see', async () => {
    signedInAs(['userManager']);
    await render('dashboard');
    expect(texts('.header__list > li > a')).to.deep.equal([
      'Dashboard',
      'My account',
      'Downloads',
      'Support',
      'Help center',
    ]);
    expect(texts('.header__sublink')).to.deep.equal(['Users', 'Tags']);
    expect(texts('.header__logout')).to.deep.equal(['Log out']);
  });

  it('an ordinary user has no administration group', async () => {
    signedInAs([]);
    await render('dashboard');
    expect($('.header__group')).to.equal(null);
  });

  it('a header link is marked selected when its route matches', async () => {
    signedInAs(['systemAdmin', 'administrator']);
    await render('user');
    expect(texts('[aria-current="page"]')).to.deep.equal(['Users']);
    root.render(<Header route="account" />);
    await waitUntil(() => texts('[aria-current="page"]')[0] === 'My account', 'the account link is selected');
  });

  it('the burger toggles the menu (aria-expanded, aria-controls) and it closes on window resize', async () => {
    signedInAs([]);
    await render('dashboard');
    const burger = $<HTMLButtonElement>('.header__burger');
    const nav = $<HTMLElement>('nav');
    expect(burger?.getAttribute('aria-controls')).to.equal(nav?.id);
    expect(burger?.getAttribute('aria-expanded')).to.equal('false');
    burger?.click();
    await waitUntil(() => burger?.getAttribute('aria-expanded') === 'true', 'the menu opens');
    expect(nav?.classList.contains('header__nav--open')).to.equal(true);
    window.dispatchEvent(new Event('resize'));
    await waitUntil(() => burger?.getAttribute('aria-expanded') === 'false', 'the menu closes on resize');
    expect(nav?.classList.contains('header__nav--open')).to.equal(false);
  });

  it('the administration group opens as a disclosure and closes on Escape', async () => {
    signedInAs(['administrator']);
    await render('dashboard');
    const toggle = $<HTMLButtonElement>('.header__toggle');
    const list = $<HTMLElement>('.header__sublist');
    expect([toggle?.getAttribute('aria-controls'), list?.hidden]).to.deep.equal([list?.id, true]);
    toggle?.click();
    await waitUntil(() => list?.hidden === false, 'the group opens');
    list?.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitUntil(() => list?.hidden === true, 'Escape closes the group');
  });

  it('beside the bar, the administration group opens in the top layer: a short card around it never clips it', async () => {
    await setViewport({ width: 1280, height: 720 });
    try {
      host.style.cssText = `${CLIPPING_CARD}; top: 0; left: 0; width: 1200px; height: 90px`;
      signedInAs(['systemAdmin', 'administrator']);
      await render('dashboard');
      const list = $<HTMLElement>('.header__sublist');
      $<HTMLButtonElement>('.header__toggle')?.click();
      await waitUntil(() => list?.matches(':popover-open'), 'the group opens in the top layer');
      expectUnclipped(list as HTMLElement, host);
      const toggle = $<HTMLElement>('.header__toggle')?.getBoundingClientRect();
      expect(list?.getBoundingClientRect().top).to.be.closeTo(toggle?.bottom ?? 0, 1);
      list?.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitUntil(() => list?.hidden === true, 'Escape closes the group');
      expect(list?.matches(':popover-open'), 'out of the top layer').to.equal(false);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a visitor sees the brand and a sign-in link only', async () => {
    root.render(<Header route="support" />);
    await waitUntil(() => $('.header__signin'), 'the header renders');
    expect([$('nav'), texts('.header__signin')]).to.deep.equal([null, ['Sign in']]);
  });

  it('is accessible', async () => {
    signedInAs(['systemAdmin']);
    await render('users');
    const { violations } = await axe.run(host);
    expect(violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
