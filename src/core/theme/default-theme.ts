/** The colours of a theme (spec 1); each gets `--meet-<color>` and `--meet-<color>-<shade>` variables. */
export const THEME_COLORS = [
  'primary',
  'secondary',
  'tertiary',
  'neutral',
  'systemRed',
  'systemRedHover',
  'systemGreen',
  'systemGreenLight',
  'systemBlue',
  'systemYellow',
  'systemWhite',
] as const;

/** One of the theme colours. */
export type ThemeColor = (typeof THEME_COLORS)[number];

/** The logo variants a theme names, as URLs (empty: the built-in logo). */
export const LOGO_VARIANTS = ['dark', 'light', 'purewhite'] as const;

/** A complete theme: colours as `#rrggbb`, dark mode (unset: the system's preference decides), and logo URLs. */
export type Theme = Record<ThemeColor, string> & {
  darkMode?: boolean;
  logos: Record<(typeof LOGO_VARIANTS)[number], string>;
};

/** The default look (spec 1): orange primary, dark blue-grey secondary, a lighter blue-grey tertiary. */
export const DEFAULT_THEME: Theme = Object.freeze({
  primary: '#f47b20',
  secondary: '#2c3e50',
  tertiary: '#4a6177',
  neutral: '#8a939c',
  systemRed: '#d32f2f',
  systemRedHover: '#b71c1c',
  systemGreen: '#2e7d32',
  systemGreenLight: '#66bb6a',
  systemBlue: '#1e6fd9',
  systemYellow: '#f9a825',
  systemWhite: '#ffffff',
  logos: Object.freeze({ dark: '', light: '', purewhite: '' }),
});

export { THEME_FONT, THEME_RADIUS } from './tokens';
