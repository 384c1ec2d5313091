import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../tests/support/wait';
import './main';

const SECTIONS = [
  'design-gallery-title',
  'inputs-gallery-title',
  'table-gallery-title',
  'charts-gallery-title',
];

async function gallery(): Promise<ShadowRoot> {
  const element = await fixture(html`<meet-widget-gallery></meet-widget-gallery>`);
  const root = element.shadowRoot as ShadowRoot;
  // Translated, not showing keys: every namespace of the page has arrived.
  const translated = (node: Element | null) => /^[^.]+$/.test(node?.textContent?.trim() ?? '.');
  const missing = () => [
    ...SECTIONS.filter((id) => !translated(root.getElementById(id))),
    ...(root.querySelector('[aria-label^="Go to page"]') ? [] : ['paging labels']),
    ...(translated(root.querySelector('h1')) ? [] : ['title']),
    ...[...root.querySelectorAll('.gallery__header label')]
      .filter((label) => !translated(label))
      .map(() => 'header'),
  ];
  await waitUntil(() => missing().length === 0, `sections missing: ${missing().join(', ')}`, {
    timeout: 30000,
  });
  return root;
}

async function violations(root: ShadowRoot): Promise<string[]> {
  const result = await axe.run(root.host as HTMLElement);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('widget gallery', function () {
  // The whole gallery with axe over every widget takes a while on a loaded machine (over a minute in dark mode
  // once the design section joined it, with six engineers' tests on two cores).
  this.timeout(120000);

  it('shows the inputs, table and overlays, and charts sections with no axe violations in light mode', async () => {
    const root = await gallery();
    expect(await violations(root)).to.deep.equal([]);
  });

  it('has no axe violations in dark mode', async () => {
    const root = await gallery();
    const dark = root.querySelector<HTMLInputElement>('.gallery__header input[type="checkbox"]');
    dark?.click();
    await waitUntil(() => dark?.checked);
    expect(await violations(root)).to.deep.equal([]);
    dark?.click();
  });

  it('draws the text input, the select and the button of the design section at the one control height', async () => {
    const root = await gallery();
    const row = root.querySelector('.design__controls');
    const heights = [...(row?.querySelectorAll('input, select, button') ?? [])].map(
      (control) => control.getBoundingClientRect().height,
    );
    expect(heights).to.have.length(3);
    const token = getComputedStyle(root.host).getPropertyValue('--meet-control-height').trim();
    const pixels =
      Number.parseFloat(token) * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(heights).to.deep.equal([pixels, pixels, pixels]);
  });

  it('shows the alert in each tone and a badge for each status tone, with no axe violations', async () => {
    const root = await gallery();
    const alerts = [...root.querySelectorAll('.design .alert')];
    expect(alerts.map((a) => a.getAttribute('role'))).to.deep.equal(['alert', 'alert', 'status', 'status']);
    expect(root.querySelectorAll('.design .badge')).to.have.length(5);
    const result = await axe.run(root.querySelector('.design') as HTMLElement);
    expect(result.violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('switches every text to the chosen language', async () => {
    const root = await gallery();
    const select = root.querySelector<HTMLSelectElement>('.gallery__header select');
    if (!select) throw new Error('no language select');
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      () => root.querySelector('h1')?.textContent === 'Galerie des composants',
      'French title',
      { timeout: 30000 },
    );
    select.value = 'en';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Widget gallery', 'English title', {
      timeout: 15000,
    });
  });
});
