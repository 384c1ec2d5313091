import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-tabs';
import {
  deepActiveElement,
  expectAccessible,
  recordEvents,
  settle,
  shadowAll,
  shadowQuery,
} from '../../../tests/support/table';

type TabsElement = HTMLElement & { selected?: string };

const TABS = [
  { id: 'general', translation: 'General' },
  { id: 'mail', translation: 'E-mail' },
  { id: 'trial', translation: 'Trial', disabled: true },
  { id: 'gdpr', translation: 'GDPR' },
];

async function tabs(selected?: string): Promise<TabsElement> {
  const element =
    await fixture<TabsElement>(html`<meet-tabs label="Settings" .tabs=${TABS} selected=${selected ?? ''}>
    <p slot="general">General settings</p>
    <p slot="mail"><a href="#smtp">SMTP server</a></p>
    <p slot="gdpr">GDPR texts</p>
  </meet-tabs>`);
  await shadowQuery(element, '[role=tab]');
  await settle();
  return element;
}

const tabList = (element: Element) => shadowAll<HTMLButtonElement>(element, '[role=tab]');
const selectedTab = (element: Element) =>
  tabList(element).find((tab) => tab.ariaSelected === 'true')?.textContent;
const shownPanel = (element: Element) => {
  const panel = shadowAll(element, '[role=tabpanel]').find((p) => !p.hidden);
  const slot = panel?.querySelector('slot');
  return slot?.assignedElements().map((e) => e.textContent);
};

describe('meet-tabs', () => {
  it('selects the first enabled tab by default and shows only its panel', async () => {
    const element = await tabs();
    expect(selectedTab(element)).to.equal('General');
    expect(shownPanel(element)).to.deep.equal(['General settings']);
    expect(shadowAll(element, '[role=tabpanel]:not([hidden])')).to.have.length(1);
  });

  it('selects the tab its selected attribute names, and follows later changes of it', async () => {
    const element = await tabs('mail');
    expect(selectedTab(element)).to.equal('E-mail');
    element.selected = 'gdpr';
    await waitUntil(() => selectedTab(element) === 'GDPR', 'the new selected tab never showed');
    expect(shownPanel(element)).to.deep.equal(['GDPR texts']);
  });

  it('a click selects a tab, shows its panel and emits its id', async () => {
    const element = await tabs();
    const events = recordEvents(element, 'meet-change');
    tabList(element)[1]?.click();
    await settle();
    expect(selectedTab(element)).to.equal('E-mail');
    expect(shownPanel(element)).to.deep.equal(['SMTP server']);
    expect(events).to.deep.equal([['meet-change', 'mail']]);
    expect(element.selected).to.equal('mail');
  });

  it('arrow keys move to and select the next or previous enabled tab, wrapping around; Home and End too', async () => {
    const element = await tabs();
    tabList(element)[0]?.focus();
    const steps: [string, string][] = [
      ['ArrowRight', 'E-mail'],
      ['ArrowRight', 'GDPR'], // skips the disabled tab
      ['ArrowRight', 'General'], // wraps to the first
      ['ArrowLeft', 'GDPR'], // wraps to the last
      ['Home', 'General'],
      ['End', 'GDPR'],
    ];
    for (const [key, expected] of steps) {
      await sendKeys({ press: key });
      await settle();
      expect(selectedTab(element), key).to.equal(expected);
      expect(deepActiveElement()?.textContent, key).to.equal(expected);
    }
  });

  it('only the selected tab is in the tab order; Tab moves on into its panel', async () => {
    const element = await tabs('mail');
    expect(tabList(element).map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    tabList(element)[1]?.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.getAttribute('role')).to.equal('tabpanel');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('SMTP server');
  });

  it('on a phone the tabs keep one row that scrolls sideways, and the selected tab is scrolled into it', async () => {
    const many = ['Information', 'Password', 'My features', 'My tags', 'Subscriptions', 'Delete account'].map(
      (name) => ({ id: name.toLowerCase().replace(' ', '-'), translation: name }),
    );
    const element = await fixture<TabsElement>(
      html`<meet-tabs style="display: block; width: 358px" .tabs=${many} selected="delete-account"></meet-tabs>`,
    );
    await shadowQuery(element, '[role=tab]');
    await settle();
    const buttons = tabList(element);
    const list = buttons[0]?.parentElement as HTMLElement;
    expect(new Set(buttons.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).to.equal(1);
    expect(list.scrollWidth).to.be.above(list.clientWidth);
    expect(element.getBoundingClientRect().width).to.equal(358);
    const inRow = (tab: HTMLElement | undefined) => {
      const box = tab?.getBoundingClientRect();
      const row = list.getBoundingClientRect();
      return Boolean(box && box.left >= row.left - 0.5 && box.right <= row.right + 0.5);
    };
    await waitUntil(() => inRow(buttons.at(-1)), 'the selected last tab is scrolled into view');
    buttons.at(-1)?.focus();
    await sendKeys({ press: 'Home' });
    await waitUntil(() => inRow(buttons[0]), 'Home brings the first tab back into view');
  });

  it('links each tab to its panel and passes axe-core', async () => {
    const element = await tabs();
    const [tab] = tabList(element);
    const panel = element.shadowRoot?.getElementById(tab?.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('aria-labelledby')).to.equal(tab?.id);
    expect((await shadowQuery(element, '[role=tablist]')).getAttribute('aria-label')).to.equal('Settings');
    await expectAccessible(element);
  });
});
