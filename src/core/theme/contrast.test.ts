import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { themeToCss } from './css';
import { DEFAULT_THEME, THEME_COLORS, type Theme } from './default-theme';

// WCAG 2.x contrast, computed here independently of the theme's own colour code.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function ratio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}
function variable(css: string, name: string): string {
  const value = new RegExp(`--meet-${name}:\\s*(#[0-9a-f]{6});`).exec(css)?.[1];
  if (!value) throw new Error(`--meet-${name} is missing`);
  return value;
}

/** Text and muted text 4.5:1 on the surface, border and focus ring 3:1, text on primary 4.5:1. */
function assertAA(theme: Theme) {
  const css = themeToCss(theme);
  const surface = variable(css, 'surface');
  expect(ratio(variable(css, 'on-surface'), surface), 'text').to.be.at.least(4.5);
  expect(ratio(variable(css, 'muted'), surface), 'muted text').to.be.at.least(4.5);
  expect(ratio(variable(css, 'border'), surface), 'border').to.be.at.least(3);
  expect(ratio(variable(css, 'focus'), surface), 'focus ring').to.be.at.least(3);
  expect(ratio(variable(css, 'on-primary'), variable(css, 'primary')), 'text on primary').to.be.at.least(4.5);
}

const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('theme contrast (WCAG AA)', () => {
  it('the default light theme passes AA', () => assertAA(DEFAULT_THEME));

  it('in the default light and dark themes, text on a raised panel and links on the surface or a raised panel pass AA', () => {
    for (const darkMode of [false, true]) {
      const css = themeToCss({ ...DEFAULT_THEME, darkMode });
      expect(
        ratio(variable(css, 'on-surface'), variable(css, 'raised')),
        `raised, dark ${darkMode}`,
      ).to.be.at.least(4.5);
      expect(ratio(variable(css, 'link'), variable(css, 'surface')), `link, dark ${darkMode}`).to.be.at.least(
        4.5,
      );
    }
  });

  it('the default dark theme passes AA', () => assertAA({ ...DEFAULT_THEME, darkMode: true }));

  it('any custom colours still pass AA, light and dark', () => {
    const colors = fc.record(Object.fromEntries(THEME_COLORS.map((name) => [name, hexColor])));
    fc.assert(
      fc.property(colors, fc.boolean(), (custom, darkMode) => {
        assertAA({ ...DEFAULT_THEME, ...(custom as Partial<Theme>), darkMode });
      }),
      { numRuns: 300 },
    );
  });

  it('dark mode switches the semantic variables to a dark surface with light text', () => {
    const light = themeToCss(DEFAULT_THEME);
    const dark = themeToCss({ ...DEFAULT_THEME, darkMode: true });
    expect(luminance(variable(light, 'surface'))).to.be.greaterThan(0.8);
    expect(luminance(variable(dark, 'surface'))).to.be.lessThan(0.05);
    expect(luminance(variable(dark, 'on-surface'))).to.be.greaterThan(
      luminance(variable(light, 'on-surface')),
    );
    for (const role of ['surface', 'on-surface', 'muted', 'border']) {
      expect(variable(dark, role), role).not.to.equal(variable(light, role));
    }
    expect(light).to.contain('color-scheme: light;');
    expect(dark).to.contain('color-scheme: dark;');
  });
});
