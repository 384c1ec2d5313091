// The theme of spec 1: default colours, generated shades, semantic variables, custom theme files.
// The stylesheet itself lives in './sheet' (browser only: CSSOM), so this entry also loads in Node.
export { contrast, isHexColor, luminance, mix, readable } from './color';
export { lighter100, type SemanticColors, SHADES, semanticColors, shades, themeToCss } from './css';
export {
  DEFAULT_THEME,
  LOGO_VARIANTS,
  THEME_COLORS,
  THEME_FONT,
  THEME_RADIUS,
  type Theme,
  type ThemeColor,
} from './default-theme';
export {
  $colorScheme,
  $shownTheme,
  $systemDark,
  COLOR_SCHEME_KEY,
  COLOR_SCHEMES,
  type ColorScheme,
  isDark,
  setColorScheme,
} from './scheme';
export {
  $theme,
  followConfiguredTheme,
  isPlainObject,
  loadCustomTheme,
  loadCustomThemeOnce,
  mergeTheme,
} from './store';
export { TOKENS, tokensToCss } from './tokens';
