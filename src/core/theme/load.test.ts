import { expect } from '@open-wc/testing';
import { DEFAULT_THEME, type Theme } from './default-theme';
import { $theme, loadCustomTheme, mergeTheme } from './store';

const file = (text: string) => `data:application/json,${encodeURIComponent(text)}`;
const BEFORE: Theme = { ...DEFAULT_THEME, primary: '#123456' };

describe('custom theme file', () => {
  beforeEach(() => $theme.set(BEFORE));

  const ignored: [string, string][] = [
    ['its content is an array', file('[{"primary": "#000000"}]')],
    ['its content is a string', file('"#000000"')],
    ['its content is a number', file('42')],
    ['its content is null', file('null')],
    ['its content is invalid JSON', file('{ primary: #000000 ')],
    ['it is empty', file('')],
    ['the server answers 404', '/no-such-theme.json'],
    ['the server cannot be reached', 'http://127.0.0.1:9/theme.json'],
  ];
  for (const [label, url] of ignored) {
    it(`is ignored when ${label}`, async () => {
      expect(await loadCustomTheme(url)).to.equal(false);
      expect($theme.get()).to.equal(BEFORE);
    });
  }

  it('is merged over the default theme when its content is an object', async () => {
    const custom = {
      primary: '#0A7D5A',
      systemBlue: '#03c',
      darkMode: true,
      logos: { light: 'https://cdn.example.com/logo-light.svg' },
      purewhite: '/logos/white.svg',
      unknown: 'kept out',
    };
    expect(await loadCustomTheme(file(JSON.stringify(custom)))).to.equal(true);
    expect($theme.get()).to.deep.equal({
      ...DEFAULT_THEME,
      primary: '#0a7d5a',
      systemBlue: '#0033cc',
      darkMode: true,
      logos: { dark: '', light: 'https://cdn.example.com/logo-light.svg', purewhite: '/logos/white.svg' },
    });
  });

  it('keeps the default for a field whose value has the wrong type or is not a hex colour', () => {
    const merged = mergeTheme(DEFAULT_THEME, {
      primary: 'red; } :host { display: none',
      secondary: 42,
      tertiary: 'rgb(1, 2, 3)',
      darkMode: 'yes',
      logos: ['x'],
      dark: 7,
    });
    expect(merged).to.deep.equal(DEFAULT_THEME);
  });

  it('mergeTheme returns the base untouched for content that is not a plain object', () => {
    for (const content of [[], 'x', 3, null, undefined, true, new Date()]) {
      expect(mergeTheme(DEFAULT_THEME, content)).to.equal(DEFAULT_THEME);
    }
  });
});
