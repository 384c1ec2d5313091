import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-value-display';
import { setLanguage } from '../../core/i18n';
import { DEFAULT_THEME } from '../../core/theme/default-theme';

async function display(template: ReturnType<typeof html>) {
  const element = await fixture(template);
  await waitUntil(() => element.shadowRoot?.querySelector('.meet-value'), 'value shown');
  return element.shadowRoot as ShadowRoot;
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const number = (root: ShadowRoot) => root.querySelector('.meet-value__number')?.textContent;

describe('<meet-value-display>', () => {
  it('value display rounds to two decimals and adds its unit', async () => {
    expect(
      number(await display(html`<meet-value-display value="3.14159" unit="GB"></meet-value-display>`)),
    ).to.equal('3.14 GB');
    expect(number(await display(html`<meet-value-display value="1.005"></meet-value-display>`))).to.equal(
      '1.01',
    );
    expect(number(await display(html`<meet-value-display value="2"></meet-value-display>`))).to.equal('2');
  });

  it('writes the number the way the interface language does', async () => {
    await setLanguage('fr');
    try {
      const root = await display(html`<meet-value-display value="1234.5" unit="kB/s"></meet-value-display>`);
      await waitUntil(() => number(root) === '1\u202f234,5 kB/s', `French number, got ${number(root)}`);
    } finally {
      await setLanguage('en');
    }
  });

  it('value display colour is primary by default, else the chosen one', async () => {
    const accent = (root: ShadowRoot) =>
      getComputedStyle(root.querySelector('.meet-value') as Element).borderInlineStartColor;
    expect(accent(await display(html`<meet-value-display value="1"></meet-value-display>`))).to.equal(
      rgb(DEFAULT_THEME.primary),
    );
    expect(
      accent(await display(html`<meet-value-display value="1" color="blue"></meet-value-display>`)),
    ).to.equal(rgb(DEFAULT_THEME.systemBlue));
  });

  it('shows nothing without a value', async () => {
    const element = await fixture(html`<meet-value-display unit="GB"></meet-value-display>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot?.textContent).to.equal('');
  });

  it('passes axe', async () => {
    const root = await display(
      html`<meet-value-display value="99.999" unit="%" label="Seats used"></meet-value-display>`,
    );
    expect(root.textContent).to.equal('Seats used100%');
    const result = await axe.run(root.host);
    expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
