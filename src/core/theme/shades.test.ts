import { expect } from '@open-wc/testing';
import { lighter100, SHADES, shades, themeToCss } from './css';
import { DEFAULT_THEME, THEME_COLORS } from './default-theme';

/** The `--meet-*` declarations of a stylesheet text. */
function variables(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/(--meet-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
  );
}

describe('theme shades', () => {
  it('are generated from 10 to 100 in steps of 10', () => {
    expect(SHADES).to.deep.equal([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(Object.keys(shades('#f47b20')).map(Number)).to.deep.equal([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
  });

  it('shade n is the colour mixed with white, n% colour: 100 is the colour itself', () => {
    const black = shades('#000000');
    for (const n of SHADES) {
      const channel = Math.round(255 * (1 - n / 100))
        .toString(16)
        .padStart(2, '0');
      expect(black[n], `shade ${n}`).to.equal(`#${channel}${channel}${channel}`);
    }
    expect(shades('#f47b20')[100]).to.equal('#f47b20');
    expect(shades('#f47b20')[50]).to.equal('#fabd90');
    expect(shades('#FFF')[10]).to.equal('#ffffff');
  });

  it('the neutral lighter-100 shade is neutral at 95% lighter, lighter than shade 10', () => {
    expect(lighter100('#000000')).to.equal('#f2f2f2');
    expect(lighter100('#8a939c')).to.equal('#f9fafa');
  });

  it('themeToCss declares every colour, its ten shades and the lighter-100 neutral on :host and :root', () => {
    const css = themeToCss(DEFAULT_THEME);
    expect(css.startsWith(':host, :root {')).to.equal(true);
    const vars = variables(css);
    for (const name of THEME_COLORS) {
      expect(vars.get(`--meet-${name}`), name).to.equal(DEFAULT_THEME[name]);
      for (const n of SHADES)
        expect(vars.get(`--meet-${name}-${n}`), `${name}-${n}`).to.equal(shades(DEFAULT_THEME[name])[n]);
    }
    expect(vars.get('--meet-neutral-lighter-100')).to.equal(lighter100(DEFAULT_THEME.neutral));
    for (const role of ['surface', 'on-surface', 'muted', 'border', 'focus', 'font', 'radius']) {
      expect(vars.get(`--meet-${role}`), role)
        .to.be.a('string')
        .and.not.equal('');
    }
  });

  it('the default primary is orange, secondary a dark blue-grey and tertiary a lighter blue-grey', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = rgb(DEFAULT_THEME.primary) as [number, number, number];
    expect(r > g && g > b && r > 200).to.equal(true);
    const [sr, , sb] = rgb(DEFAULT_THEME.secondary) as [number, number, number];
    expect(sb > sr && sb - sr < 60 && sb < 110).to.equal(true);
    const sum = (hex: string) => rgb(hex).reduce((x, y) => x + y, 0);
    expect(sum(DEFAULT_THEME.tertiary)).to.be.greaterThan(sum(DEFAULT_THEME.secondary));
    // Unset: the user's choice or the system's preference decides.
    expect(DEFAULT_THEME.darkMode).to.equal(undefined);
    expect(DEFAULT_THEME.logos).to.deep.equal({ dark: '', light: '', purewhite: '' });
  });

  it('a colour that is not a hex colour never reaches the CSS (the default stands in)', () => {
    const css = themeToCss({ ...DEFAULT_THEME, primary: 'red; } * { display: none' });
    expect(variables(css).get('--meet-primary')).to.equal(DEFAULT_THEME.primary);
    expect(css).not.to.contain('display');
  });
});
