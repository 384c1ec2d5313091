import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-progress-bar';
import { DEFAULT_THEME } from '../../core/theme/default-theme';
import { progressPercent } from './progress-bar';

async function progress(template: ReturnType<typeof html>) {
  const element = await fixture(template);
  // Drawn and shown: the bar stays hidden until its texts have loaded.
  await waitUntil(
    () => element.shadowRoot?.querySelector('[role="progressbar"]')?.getClientRects().length,
    'bar shown',
  );
  return element.shadowRoot as ShadowRoot;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('<meet-progress-bar>', () => {
  it('progress fill width is value divided by max as a percentage', async () => {
    const root = await progress(
      html`<meet-progress-bar value="30" max="120" style="width: 400px"></meet-progress-bar>`,
    );
    const fill = root.querySelector('.meet-progress__fill') as SVGRectElement;
    const track = root.querySelector('.meet-progress__track') as HTMLElement;
    expect(fill.getAttribute('width')).to.equal('25%');
    expect(fill.getBoundingClientRect().width / track.getBoundingClientRect().width).to.be.closeTo(
      0.25,
      0.01,
    );
  });

  it('progress bar max defaults to 100', async () => {
    const root = await progress(html`<meet-progress-bar value="42"></meet-progress-bar>`);
    expect(root.querySelector('.meet-progress__fill')?.getAttribute('width')).to.equal('42%');
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuemax')).to.equal('100');
  });

  it('progress fill stays within the bar', () => {
    expect(progressPercent(-5, 100)).to.equal(0);
    expect(progressPercent(250, 100)).to.equal(100);
    expect(progressPercent(3, 0)).to.equal(0);
  });

  it('progress bar rounds its value to two decimals', async () => {
    const root = await progress(html`<meet-progress-bar value="12.3456" unit="GB"></meet-progress-bar>`);
    expect(root.querySelector('.meet-progress__value')?.textContent).to.equal('12.35 GB');
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).to.equal('12.35');
  });

  it('is a progressbar with aria-valuenow, aria-valuemin and aria-valuemax', async () => {
    const root = await progress(html`<meet-progress-bar value="7" max="20"></meet-progress-bar>`);
    const bar = root.querySelector('[role="progressbar"]') as HTMLElement;
    expect([bar.ariaValueNow, bar.ariaValueMin, bar.ariaValueMax]).to.deep.equal(['7', '0', '20']);
  });

  it('progress colour is primary by default, else the chosen one', async () => {
    const fillOf = (root: ShadowRoot) =>
      getComputedStyle(root.querySelector('.meet-progress__fill') as Element).fill;
    const primary = await progress(html`<meet-progress-bar value="5"></meet-progress-bar>`);
    expect(fillOf(primary)).to.equal(rgb(DEFAULT_THEME.primary));
    const red = await progress(html`<meet-progress-bar value="5" color="red"></meet-progress-bar>`);
    expect(fillOf(red)).to.equal(rgb(DEFAULT_THEME.systemRed));
  });

  it('has an accessible name and passes axe', async () => {
    const root = await progress(html`<meet-progress-bar value="64"></meet-progress-bar>`);
    const bar = root.querySelector('[role="progressbar"]') as HTMLElement;
    await waitUntil(() => bar.getAttribute('aria-label') === 'Progress', 'translated name');
    const result = await axe.run(root.host);
    expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
