import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import '../../elements/meet-icon';
import { DEFAULT_THEME } from '../../core/theme/default-theme';
import { ICON_COLORS } from './icon';
import { CORE_ICONS } from './icon-core';
import { ICON_NAMES, ICONS } from './icon-names';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

async function icon(template: ReturnType<typeof html>) {
  const element = await fixture(template);
  await waitUntil(() => element.shadowRoot?.querySelector('svg'), 'icon drawn');
  return element.shadowRoot?.querySelector('svg') as SVGSVGElement;
}

/** The names each screen of spec 2 needs. */
const SCREEN_NAMES = {
  header: [
    'dashboard',
    'administration',
    'maintenance',
    'meetings',
    'statistics',
    'services',
    'users',
    'files',
  ],
  header2: ['resources', 'help', 'logout', 'support', 'tags', 'organizations', 'settings', 'menu'],
  downloads: ['windows', 'apple', 'linux', 'android', 'download'],
  meeting: ['camera', 'camera-off', 'microphone', 'microphone-off', 'speaker', 'phone', 'hang-up', 'chat'],
  meeting2: ['send', 'screen-share', 'users', 'fullscreen'],
  states: ['success', 'error', 'warning', 'info', 'lock', 'unlock', 'clock', 'calendar'],
  actions: [
    'add',
    'edit',
    'delete',
    'save',
    'import',
    'export',
    'refresh',
    'copy',
    'search',
    'filter',
    'sort',
  ],
  actions2: [
    'close',
    'check',
    'eye',
    'eye-off',
    'more',
    'external-link',
    'mail',
    'key',
    'sso',
    'server',
    'zone',
  ],
  actions3: ['gateway', 'cpu', 'database', 'storage', 'chart-line', 'chart-pie', 'chart-area', 'gauge'],
  kept: ['arrow-down', 'arrow-up', 'arrow-up-down', 'chevron-left', 'chevron-right', 'chevrons-left'],
  kept2: ['chevrons-right', 'plus', 'upload'],
};

describe('<meet-icon> and the icon set', () => {
  it('has about 90 icons covering every screen, the existing names kept', () => {
    expect(ICON_NAMES.length).to.be.within(85, 110);
    expect(ICON_NAMES).to.include.members(Object.values(SCREEN_NAMES).flat());
    expect([...ICON_NAMES].sort()).to.deep.equal(ICON_NAMES);
  });

  it('the core set bundled with every element draws each name exactly as the whole set does', () => {
    for (const [name, drawing] of Object.entries(CORE_ICONS))
      expect(ICONS[name], name).to.deep.equal(drawing);
  });

  it('every name renders an svg', async () => {
    const box = await fixture(
      html`<div>${ICON_NAMES.map((name) => html`<meet-icon name=${name}></meet-icon>`)}</div>`,
    );
    const icons = [...box.querySelectorAll('meet-icon')];
    await waitUntil(() => icons.every((element) => element.shadowRoot?.querySelector('svg')), 'all drawn');
    const drawn = icons.filter((element) =>
      element.shadowRoot?.querySelector('svg path, svg circle, svg rect'),
    );
    expect(drawn.length).to.equal(ICON_NAMES.length);
  });

  it('an unknown name logs "Image <name> does not exist" and renders nothing', async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const element = await fixture(html`<meet-icon name="unicorn"></meet-icon>`);
      await waitUntil(() => logged.length > 0, 'error logged');
      expect(logged).to.deep.include(['Image unicorn does not exist']);
      expect(element.shadowRoot?.querySelector('svg')).to.equal(null);
      // The box that held its place while the set loaded is gone too.
      expect(element.shadowRoot?.querySelector('.meet-icon')).to.equal(null);
    } finally {
      console.error = original;
    }
  });

  it('colour variants apply the theme colours', async () => {
    const expected: Record<string, string> = {
      primary: rgb(DEFAULT_THEME.primary),
      secondary: rgb(DEFAULT_THEME.secondary),
      red: rgb(DEFAULT_THEME.systemRed),
      'red-hover': rgb(DEFAULT_THEME.systemRedHover),
      green: rgb(DEFAULT_THEME.systemGreen),
      blue: rgb(DEFAULT_THEME.systemBlue),
      yellow: rgb(DEFAULT_THEME.systemYellow),
      disabled: rgb(DEFAULT_THEME.neutral),
      black: 'rgb(0, 0, 0)',
      white: 'rgb(255, 255, 255)',
      link: rgb(DEFAULT_THEME.systemBlue),
    };
    for (const color of ICON_COLORS) {
      const svg = await icon(html`<meet-icon name="info" color=${color}></meet-icon>`);
      expect(getComputedStyle(svg).color, color).to.equal(expected[color]);
    }
    const themed = await icon(
      html`<meet-icon name="info" color="red" style="--meet-systemRed: #123456"></meet-icon>`,
    );
    expect(getComputedStyle(themed).color).to.equal('rgb(18, 52, 86)');
  });

  it('decorative icons are aria-hidden, labelled ones have role img', async () => {
    const decorative = await icon(html`<meet-icon name="edit"></meet-icon>`);
    expect(decorative.getAttribute('aria-hidden')).to.equal('true');
    expect(decorative.getAttribute('role')).to.equal(null);
    const labelled = await icon(html`<meet-icon name="delete" label="Delete"></meet-icon>`);
    expect(labelled.getAttribute('aria-hidden')).to.equal(null);
    expect([labelled.getAttribute('role'), labelled.getAttribute('aria-label')]).to.deep.equal([
      'img',
      'Delete',
    ]);
  });

  it('draws at the given size', async () => {
    const svg = await icon(html`<meet-icon name="camera" size="32"></meet-icon>`);
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).to.deep.equal(['32', '32']);
  });

  it('passes axe, decorative and labelled', async () => {
    const box = await fixture(
      html`<div><meet-icon name="warning"></meet-icon><meet-icon name="lock" label="Locked"></meet-icon></div>`,
    );
    await waitUntil(() => [...box.children].every((element) => element.shadowRoot?.querySelector('svg')));
    for (const element of box.children) {
      const result = await axe.run(element);
      expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
    }
  });
});
