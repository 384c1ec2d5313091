import { atom, computed, onMount } from 'nanostores';
import { readStored, writeStored } from '../stores/storage';
import type { Theme } from './default-theme';
import { $theme } from './store';

/** The user's choice of appearance: follow the system, or always light, or always dark. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;

/** One of the appearance choices. */
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Where the choice survives a reload. */
export const COLOR_SCHEME_KEY = 'meet.colorScheme';

function storedScheme(): ColorScheme {
  const value = readStored(COLOR_SCHEME_KEY);
  return (COLOR_SCHEMES as readonly string[]).includes(value) ? (value as ColorScheme) : 'system';
}

/** The user's appearance choice, remembered in this browser. */
export const $colorScheme = atom<ColorScheme>(storedScheme());

/** Chooses the appearance and remembers it ('system' forgets the choice). */
export function setColorScheme(scheme: ColorScheme): void {
  $colorScheme.set(scheme);
  writeStored(COLOR_SCHEME_KEY, scheme === 'system' ? '' : scheme);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** True while the system asks for a dark appearance (`prefers-color-scheme`). */
export const $systemDark = atom<boolean>(globalThis.matchMedia?.(DARK_QUERY).matches ?? false);

onMount($systemDark, () => {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  if (!query) return;
  const follow = () => $systemDark.set(query.matches);
  follow();
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
});

/**
 * Dark or light: the user's choice first, then the theme file's `darkMode` when it states one, else the
 * system's preference.
 */
export function isDark(theme: Theme, scheme: ColorScheme, systemDark: boolean): boolean {
  if (scheme !== 'system') return scheme === 'dark';
  return theme.darkMode ?? systemDark;
}

/** The theme as shown: `$theme` with dark mode decided by the user, the theme file or the system. */
export const $shownTheme = computed([$theme, $colorScheme, $systemDark], (theme, scheme, systemDark) => {
  const darkMode = isDark(theme, scheme, systemDark);
  return theme.darkMode === darkMode ? theme : { ...theme, darkMode };
});
