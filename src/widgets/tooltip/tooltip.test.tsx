import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import '../../elements/meet-tooltip';
import { deepActiveElement, expectAccessible, settle, shadowQuery } from '../../../tests/support/table';
import { Tooltip } from './tooltip';

async function tooltip() {
  const wrapper = await fixture(html`<div>
    <button id="before">Before</button>
    <meet-tooltip text="Seats bought by the organization"></meet-tooltip>
  </div>`);
  const element = wrapper.querySelector('meet-tooltip') as HTMLElement;
  const trigger = await shadowQuery<HTMLButtonElement>(element, 'button');
  const tip = await shadowQuery(element, '[role=tooltip]');
  return { wrapper, element, trigger, tip };
}

/** Moves the real mouse pointer to the middle of `element`. */
async function hover(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
  await settle();
}

describe('meet-tooltip', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['overlay']);
  });
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('shows on hover and hides when the pointer leaves', async () => {
    const { trigger, tip, wrapper } = await tooltip();
    expect(tip.hidden).to.equal(true);
    await hover(trigger);
    expect(tip.hidden).to.equal(false);
    expect(tip.textContent).to.equal('Seats bought by the organization');
    await hover(tip);
    expect(tip.hidden, 'the pointer may move onto the tooltip').to.equal(false);
    await hover(wrapper.querySelector('#before') as Element);
    expect(tip.hidden).to.equal(true);
  });

  it('shows on focus and hides on blur', async () => {
    const { wrapper, trigger, tip } = await tooltip();
    (wrapper.querySelector('#before') as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    await settle();
    expect(deepActiveElement()).to.equal(trigger);
    expect(tip.hidden).to.equal(false);
    await sendKeys({ press: 'Shift+Tab' });
    await settle();
    expect(tip.hidden).to.equal(true);
  });

  for (const side of ['left', 'right'] as const) {
    it(`near the ${side} edge of the window it moves sideways to stay whole inside it`, async () => {
      const wrapper = await fixture(html`<div style="position: fixed; top: 200px; ${side}: 0">
        <meet-tooltip
          text="Seats bought by the organization for its users, counted once per person, whatever the meeting"
        ></meet-tooltip>
      </div>`);
      const element = wrapper.querySelector('meet-tooltip') as HTMLElement;
      const trigger = await shadowQuery<HTMLButtonElement>(element, 'button');
      const tip = await shadowQuery(element, '[role=tooltip]');
      await hover(trigger);
      const box = tip.getBoundingClientRect();
      expect(box.left, 'left edge').to.be.at.least(8);
      expect(box.right, 'right edge').to.be.at.most(document.documentElement.clientWidth - 8);
      const control = trigger.getBoundingClientRect();
      expect(box.left < control.right && box.right > control.left, 'still over its control').to.equal(true);
    });
  }

  it('inside an overflow: hidden card at the top right of the window it is drawn whole, not clipped', async () => {
    const card = await fixture(html`<div
      style="position: fixed; top: 2px; right: 2px; width: 40px; height: 32px; overflow: hidden"
    >
      <meet-tooltip text="Seats bought by the organization for its users, counted once per person"></meet-tooltip>
    </div>`);
    const element = card.querySelector('meet-tooltip') as HTMLElement;
    const trigger = await shadowQuery<HTMLButtonElement>(element, 'button');
    const tip = await shadowQuery(element, '[role=tooltip]');
    await hover(trigger);
    const box = tip.getBoundingClientRect();
    expect(box.top, 'below its control: no room above').to.be.at.least(
      trigger.getBoundingClientRect().bottom - 1,
    );
    expect(box.left).to.be.at.least(8);
    expect(box.right).to.be.at.most(document.documentElement.clientWidth - 8);
    // Far outside the card, the tooltip is what the window shows (a clipped one would leave the page there).
    const text = tip.querySelector('.box')?.getBoundingClientRect() ?? box;
    const seen = element.shadowRoot?.elementFromPoint(text.left + 4, text.bottom - 4);
    expect(card.getBoundingClientRect().left > text.left + 4, 'the point is outside the card').to.equal(true);
    expect(tip.contains(seen ?? null), 'the tooltip is drawn there').to.equal(true);
  });

  it('Escape dismisses it, until the control is hovered or focused again', async () => {
    const { trigger, tip } = await tooltip();
    trigger.focus();
    await settle();
    expect(tip.hidden).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(tip.hidden).to.equal(true);
    expect(deepActiveElement(), 'the focus stays on the control').to.equal(trigger);
    await hover(trigger);
    expect(tip.hidden).to.equal(false);
  });

  it('describes its control with aria-describedby, and passes axe-core', async () => {
    const { element, trigger, tip } = await tooltip();
    expect(trigger.getAttribute('aria-describedby')).to.equal(tip.id);
    expect(trigger.getAttribute('aria-label')).to.equal('More information');
    trigger.focus();
    await settle();
    await expectAccessible(element);
  });

  it('describes the control it is given in React', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    createRoot(host).render(
      <Tooltip text="At least 8 characters">
        <input aria-label="Password" />
      </Tooltip>,
    );
    await waitUntil(() => host.querySelector('input'));
    const input = host.querySelector('input') as HTMLInputElement;
    const tip = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).to.equal('At least 8 characters');
    input.focus();
    await settle();
    expect(tip?.hidden).to.equal(false);
  });
});
