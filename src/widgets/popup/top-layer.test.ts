import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import { openBeside, POPUP_SHEET } from './top-layer';

/** A shadow root holding a scrolling box with a button in it, and a popup of the same root. */
async function shadowScroller() {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [POPUP_SHEET];
  root.innerHTML = `<div class="box" style="height: 200px; overflow: auto">
      <div style="height: 80px"></div><button>Open</button><div style="height: 600px"></div>
    </div>
    <div class="popup" popover="manual" style="width: 120px; height: 40px">Menu</div>`;
  const find = (selector: string) => root.querySelector(selector) as HTMLElement;
  return { box: find('.box'), anchor: find('button'), popup: find('.popup') };
}

const below = (popup: HTMLElement, anchor: HTMLElement) =>
  Math.abs(popup.getBoundingClientRect().top - anchor.getBoundingClientRect().bottom) < 1;

describe('a popup beside its control', () => {
  it('follows its control when a box inside a shadow root scrolls', async () => {
    const { box, anchor, popup } = await shadowScroller();
    const close = openBeside(popup, anchor, { prefer: 'below' });
    expect(below(popup, anchor), 'opened below its control').to.equal(true);
    const before = popup.getBoundingClientRect().top;
    box.scrollTop = 50;
    await waitUntil(() => below(popup, anchor), 'the popup moves with its control');
    expect(popup.getBoundingClientRect().top).to.be.closeTo(before - 50, 1);
    close();
    expect(popup.matches(':popover-open'), 'closed').to.equal(false);
  });

  it('stops following once closed', async () => {
    const { box, anchor, popup } = await shadowScroller();
    const close = openBeside(popup, anchor, { prefer: 'below' });
    close();
    popup.showPopover();
    const top = popup.getBoundingClientRect().top;
    box.scrollTop = 50;
    await new Promise((resolve) => box.addEventListener('scroll', resolve, { once: true }));
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(popup.getBoundingClientRect().top).to.equal(top);
  });
});
