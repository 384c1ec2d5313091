import { expect } from '@open-wc/testing';
import { DEFAULT_THEME } from './default-theme';
import { $colorScheme, $shownTheme, $systemDark, COLOR_SCHEME_KEY, isDark, setColorScheme } from './scheme';
import { $theme } from './store';

describe('appearance (light or dark)', () => {
  afterEach(() => {
    setColorScheme('system');
    $theme.set(DEFAULT_THEME);
  });

  it('follows the system preference when neither the user nor the theme file chose', () => {
    expect(isDark(DEFAULT_THEME, 'system', true)).to.equal(true);
    expect(isDark(DEFAULT_THEME, 'system', false)).to.equal(false);
  });

  it('a theme file that states darkMode overrides the system preference', () => {
    expect(isDark({ ...DEFAULT_THEME, darkMode: true }, 'system', false)).to.equal(true);
    expect(isDark({ ...DEFAULT_THEME, darkMode: false }, 'system', true)).to.equal(false);
  });

  it("the user's choice overrides the theme file and the system", () => {
    expect(isDark({ ...DEFAULT_THEME, darkMode: true }, 'light', true)).to.equal(false);
    expect(isDark({ ...DEFAULT_THEME, darkMode: false }, 'dark', false)).to.equal(true);
  });

  it('the shown theme follows the system preference as it changes', () => {
    const unbind = $shownTheme.listen(() => {});
    $systemDark.set(true);
    expect($shownTheme.get().darkMode).to.equal(true);
    $systemDark.set(false);
    expect($shownTheme.get().darkMode).to.equal(false);
    unbind();
  });

  it('the choice is remembered in this browser; "like the system" forgets it', () => {
    setColorScheme('dark');
    expect($colorScheme.get()).to.equal('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).to.equal('dark');
    expect($shownTheme.get().darkMode).to.equal(true);
    setColorScheme('system');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).to.equal(null);
  });
});
