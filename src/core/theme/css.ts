import { contrast, isHexColor, mix, normalizeHex, readable } from './color';
import { DEFAULT_THEME, THEME_COLORS, type Theme, type ThemeColor } from './default-theme';
import { tokensToCss } from './tokens';

const WHITE = '#ffffff';
const BLACK = '#000000';

/** Shade steps of every theme colour (spec 1). */
export const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

/**
 * The shades of a colour. Shade n is the colour mixed with the page's ground (white, or the dark surface in dark
 * mode), n% colour and the rest ground: 100 is the colour itself, 10 a faint tint of it (backgrounds, hovers,
 * tracks), so a track or a tinted panel stays quiet on a dark page too.
 */
export function shades(hex: string, ground = WHITE): Record<(typeof SHADES)[number], string> {
  return Object.fromEntries(SHADES.map((n) => [n, mix(hex, ground, n / 100)])) as Record<
    (typeof SHADES)[number],
    string
  >;
}

/** The "lighter-100" neutral shade: 5% neutral and 95% ground (white, or the dark surface), fainter than shade 10. */
export function lighter100(hex: string, ground = WHITE): string {
  return mix(hex, ground, 0.05);
}

/** The roles widgets use, derived from the theme so that text always passes WCAG AA on its surface. */
export interface SemanticColors {
  surface: string;
  onSurface: string;
  muted: string;
  border: string;
  focus: string;
  onPrimary: string;
  /** A raised panel on the surface: table headers, hovered rows. */
  raised: string;
  /** Links on the surface and on raised panels (4.5:1). */
  link: string;
}

/** Surface, text, muted text (4.5:1), border and focus ring (3:1) and text on primary, light or dark. */
export function semanticColors(theme: Theme): SemanticColors {
  const c = (name: ThemeColor) => (isHexColor(theme[name]) ? normalizeHex(theme[name]) : DEFAULT_THEME[name]);
  const surface = theme.darkMode ? mix(c('secondary'), BLACK, 0.55) : c('systemWhite');
  const text = theme.darkMode ? c('systemWhite') : c('secondary');
  const primary = c('primary');
  const raised = theme.darkMode ? mix(WHITE, surface, 0.08) : shades(c('neutral'))[10];
  return {
    surface,
    onSurface: readable(text, surface, 4.5),
    muted: readable(theme.darkMode ? mix(c('neutral'), WHITE, 0.75) : c('neutral'), surface, 4.5),
    border: readable(theme.darkMode ? c('tertiary') : c('neutral'), surface, 3),
    focus: readable(primary, surface, 3),
    // White text on a dark primary; on a light one (the default orange) the dark secondary, deepened.
    onPrimary: readable(contrast(WHITE, primary) >= 4.5 ? WHITE : c('secondary'), primary, 4.5),
    raised,
    // Readable on the raised panel too: a link in a hovered table row.
    link: readable(c('systemBlue'), raised, 4.5),
  };
}

/** The theme as CSS: colour scales, semantic variables and the design tokens on `:host` (shadow roots) and `:root`. */
export function themeToCss(theme: Theme): string {
  const semantic = semanticColors(theme);
  const ground = theme.darkMode ? semantic.surface : WHITE;
  const lines: string[] = [`color-scheme: ${theme.darkMode ? 'dark' : 'light'};`];
  for (const name of THEME_COLORS) {
    const color = isHexColor(theme[name]) ? normalizeHex(theme[name]) : DEFAULT_THEME[name];
    lines.push(`--meet-${name}: ${color};`);
    for (const [shade, value] of Object.entries(shades(color, ground)))
      lines.push(`--meet-${name}-${shade}: ${value};`);
    if (name === 'neutral') lines.push(`--meet-neutral-lighter-100: ${lighter100(color, ground)};`);
  }
  lines.push(
    `--meet-surface: ${semantic.surface};`,
    `--meet-on-surface: ${semantic.onSurface};`,
    `--meet-muted: ${semantic.muted};`,
    `--meet-border: ${semantic.border};`,
    `--meet-focus: ${semantic.focus};`,
    `--meet-on-primary: ${semantic.onPrimary};`,
    `--meet-raised: ${semantic.raised};`,
    `--meet-link: ${semantic.link};`,
    ...tokensToCss(),
  );
  return `:host, :root {\n${lines.map((line) => `  ${line}`).join('\n')}\n}\n`;
}
