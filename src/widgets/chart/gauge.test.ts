import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-gauge';
import { setLanguage } from '../../core/i18n';
import { $theme } from '../../core/theme';
import { DEFAULT_THEME } from '../../core/theme/default-theme';

async function gauge(template: ReturnType<typeof html>) {
  const element = await fixture(template);
  await waitUntil(() => element.shadowRoot?.querySelector('svg'), 'gauge drawn');
  return element.shadowRoot?.querySelector('svg') as SVGSVGElement;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('<meet-gauge>', () => {
  it('gauge draws a half circle over a light track with stroke 35', async () => {
    const svg = await gauge(html`<meet-gauge value="42"></meet-gauge>`);
    expect(svg.getAttribute('viewBox')).to.equal('0 0 300 150');
    const [track, value] = [...svg.querySelectorAll('path')] as [SVGPathElement, SVGPathElement];
    for (const path of [track, value]) expect(path.getAttribute('stroke-width')).to.equal('35');
    // A half circle of radius (300 - 35) / 2 from the left edge to the right edge, over the top.
    expect(track.getTotalLength()).to.be.closeTo(Math.PI * 132.5, 0.5);
    expect(track.getPointAtLength(0)).to.include({ x: 17.5, y: 150 });
    const top = track.getPointAtLength(track.getTotalLength() / 2);
    expect([Math.round(top.x), Math.round(top.y)]).to.deep.equal([150, 18]);
    expect(getComputedStyle(track).stroke).to.equal('rgb(232, 233, 235)');
    expect(value.getAttribute('d')).to.equal(track.getAttribute('d'));
  });

  it('in dark mode the track is a dark tint of the surface, never a light glare', async () => {
    const svg = await gauge(html`<meet-gauge value="42"></meet-gauge>`);
    const track = svg.querySelector('path') as SVGPathElement;
    const lightness = () => {
      const [r, g, b] = (getComputedStyle(track).stroke.match(/\d+/g) ?? []).map(Number);
      return ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3;
    };
    expect(lightness()).to.be.above(200);
    $theme.set({ ...DEFAULT_THEME, darkMode: true });
    try {
      await waitUntil(() => lightness() < 100, 'the track darkens with the theme');
    } finally {
      $theme.set(DEFAULT_THEME);
    }
  });

  it('gauge max defaults to 100: the value fills its share of the half circle', async () => {
    const svg = await gauge(html`<meet-gauge value="42"></meet-gauge>`);
    expect(svg.querySelector('.meet-gauge__value')?.getAttribute('stroke-dasharray')).to.equal('42 100');
    const half = await gauge(html`<meet-gauge value="42" max="84"></meet-gauge>`);
    expect(half.querySelector('.meet-gauge__value')?.getAttribute('stroke-dasharray')).to.equal('50 100');
    const over = await gauge(html`<meet-gauge value="300"></meet-gauge>`);
    expect(over.querySelector('.meet-gauge__value')?.getAttribute('stroke-dasharray')).to.equal('100 100');
  });

  it('gauge value is required: without it nothing is drawn', async () => {
    const element = await fixture(html`<meet-gauge></meet-gauge>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot?.querySelector('svg')).to.equal(null);
  });

  it('gauge colour is primary by default, else the chosen one', async () => {
    const primary = await gauge(html`<meet-gauge value="10"></meet-gauge>`);
    expect(getComputedStyle(primary.querySelector('.meet-gauge__value') as Element).stroke).to.equal(
      rgb(DEFAULT_THEME.primary),
    );
    const green = await gauge(html`<meet-gauge value="10" color="green"></meet-gauge>`);
    expect(getComputedStyle(green.querySelector('.meet-gauge__value') as Element).stroke).to.equal(
      rgb(DEFAULT_THEME.systemGreen),
    );
  });

  it('gauge value is shown rounded to two decimals with its unit', async () => {
    const svg = await gauge(html`<meet-gauge value="42.4567" unit="%"></meet-gauge>`);
    expect(svg.querySelector('text')?.textContent).to.equal('42.46%');
  });

  it('gauge writes its percentage as the interface language does ("1.37%", "1,37 %")', async () => {
    const english = await gauge(html`<meet-gauge value="1.3699" unit="%"></meet-gauge>`);
    expect(english.querySelector('text')?.textContent).to.equal('1.37%');
    await setLanguage('de');
    try {
      const german = await gauge(html`<meet-gauge value="1.3699" unit="%"></meet-gauge>`);
      expect(german.querySelector('text')?.textContent?.replace(/\s/g, ' ')).to.equal('1,37 %');
    } finally {
      await setLanguage('en');
    }
  });

  it('has a text alternative and passes axe', async () => {
    const svg = await gauge(html`<meet-gauge value="42" unit="%" label="CPU"></meet-gauge>`);
    expect(svg.getAttribute('role')).to.equal('img');
    await waitUntil(() => svg.getAttribute('aria-label') === 'CPU: 42% out of 100%', 'label');
    const result = await axe.run((svg.getRootNode() as ShadowRoot).host);
    expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
