import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { type PageHost, resetPageHost, setPageHost } from '../../core/router/page';
import '../../elements/meet-back-button';
import { expectAccessible, shadowQuery } from '../../../tests/support/table';
import { BackButton } from './back-button';

/** A page with `entries` history entries that records where the button sent the user. */
function fakePage(entries: number): PageHost & { visits: string[] } {
  const visits: string[] = [];
  return {
    visits,
    canGoBack: () => entries > 1,
    back: () => visits.push('back'),
    assign: (href) => visits.push(href),
    replace: (href) => visits.push(`replace ${href}`),
    reload: () => visits.push('reload'),
  };
}

async function reactButton() {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  createRoot(host).render(<BackButton fallbackHref="/meet/admin/users" />);
  await waitUntil(() => host.querySelector('a'));
  return host.querySelector('a') as HTMLAnchorElement;
}

describe('back button', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['overlay']);
  });
  afterEach(resetPageHost);

  it('goes to the previous history entry when there is one', async () => {
    const page = fakePage(3);
    setPageHost(page);
    (await reactButton()).click();
    expect(page.visits).to.deep.equal(['back']);
  });

  it('goes to the given fallback address when there is no previous entry', async () => {
    const page = fakePage(1);
    setPageHost(page);
    (await reactButton()).click();
    expect(page.visits).to.deep.equal(['/meet/admin/users']);
  });

  it('a click asking for a new tab is left to the browser: no history step, no page load', async () => {
    const page = fakePage(3);
    setPageHost(page);
    const link = await reactButton();
    // Never let the test page itself navigate away.
    const guard = (event: Event) => event.preventDefault();
    document.addEventListener('click', guard);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', guard);
    expect(page.visits).to.deep.equal([]);
  });

  it('lets a callback decide instead (a router), giving it the fallback address', async () => {
    const element = await fixture<HTMLElement & { onBack?: (href: string) => void }>(
      html`<meet-back-button fallback-href="/meet/admin"></meet-back-button>`,
    );
    const asked: string[] = [];
    element.onBack = (href) => asked.push(href);
    const page = fakePage(3);
    setPageHost(page);
    const link = await shadowQuery<HTMLAnchorElement>(element, 'a');
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect([asked, page.visits]).to.deep.equal([['/meet/admin'], []]);
  });

  it('is a link to the fallback named "Back", and passes axe-core', async () => {
    const element = await fixture(html`<meet-back-button fallback-href="/meet/"></meet-back-button>`);
    const link = await shadowQuery<HTMLAnchorElement>(element, 'a');
    await waitUntil(() => link.textContent === 'Back');
    expect(link.getAttribute('href')).to.equal('/meet/');
    await expectAccessible(element);
  });
});
