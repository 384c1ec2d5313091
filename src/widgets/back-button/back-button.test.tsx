import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import '../../elements/meet-back-button';
import { expectAccessible, shadowQuery } from '../table/test-support';
import { BackButton } from './back-button';
import type { BackHistory } from './go-back';

/** A history that records where the button sent the user. */
function fakeHistory(entries: number): BackHistory & { visits: string[] } {
  const visits: string[] = [];
  return {
    visits,
    canGoBack: () => entries > 1,
    back: () => visits.push('back'),
    assign: (href) => visits.push(href),
  };
}

async function reactButton(history: BackHistory) {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  createRoot(host).render(<BackButton fallbackHref="/meet/admin/users" history={history} />);
  await waitUntil(() => host.querySelector('a'));
  return host.querySelector('a') as HTMLAnchorElement;
}

describe('back button', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['overlay']);
  });

  it('goes to the previous history entry when there is one', async () => {
    const history = fakeHistory(3);
    (await reactButton(history)).click();
    expect(history.visits).to.deep.equal(['back']);
  });

  it('goes to the given fallback address when there is no previous entry', async () => {
    const history = fakeHistory(1);
    (await reactButton(history)).click();
    expect(history.visits).to.deep.equal(['/meet/admin/users']);
  });

  it('lets a callback decide instead (a router), giving it the fallback address', async () => {
    const element = await fixture<HTMLElement & { onBack?: (href: string) => void }>(
      html`<meet-back-button fallback-href="/meet/admin"></meet-back-button>`,
    );
    const asked: string[] = [];
    element.onBack = (href) => asked.push(href);
    const link = await shadowQuery<HTMLAnchorElement>(element, 'a');
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect(asked).to.deep.equal(['/meet/admin']);
  });

  it('is a link to the fallback named "Back", and passes axe-core', async () => {
    const element = await fixture(html`<meet-back-button fallback-href="/meet/"></meet-back-button>`);
    const link = await shadowQuery<HTMLAnchorElement>(element, 'a');
    await waitUntil(() => link.textContent === 'Back');
    expect(link.getAttribute('href')).to.equal('/meet/');
    await expectAccessible(element);
  });
});
