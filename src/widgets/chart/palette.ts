import { CHART_PALETTE } from '../../core/constants';
import { DEFAULT_THEME, type ThemeColor } from '../../core/theme/default-theme';
import type { ChartColor } from './chart-types';

/** The light neutral that ends the area gradient. */
export const LIGHT_NEUTRAL = { variable: '--meet-neutral-lighter-100', fallback: '#f9fafa' } as const;

/** The theme colour behind each colour option of the gauge, progress bar and value display. */
export const COLOR_THEME: Record<ChartColor, ThemeColor> = {
  primary: 'primary',
  red: 'systemRed',
  'red-hover': 'systemRedHover',
  green: 'systemGreen',
  blue: 'systemBlue',
  yellow: 'systemYellow',
};

/** The palette colour of series (or slice) `index`: the five colours cycle. */
export function paletteColor(index: number): ThemeColor {
  return CHART_PALETTE[index % CHART_PALETTE.length] as ThemeColor;
}

/** True when `value` is one of the colour options. */
export function isChartColor(value: unknown): value is ChartColor {
  return typeof value === 'string' && value in COLOR_THEME;
}

/** Colours and font a canvas chart reads from the theme each time it draws. */
export interface ChartTheme {
  color(name: ThemeColor): string;
  neutral(): string;
  text(): string;
  grid(): string;
  fontFamily(): string;
}

let normaliser: CanvasRenderingContext2D | null = null;

/**
 * Reads a theme variable as the canvas sees it, at draw time, so a theme loaded later still applies.
 * The canvas normalises any CSS colour to `#rrggbb` when opaque, which lets us append a hex alpha.
 */
export function readCssColor(element: Element, variable: string, fallback: string): string {
  const raw = getComputedStyle(element).getPropertyValue(variable).trim() || fallback;
  normaliser ??= document.createElement('canvas').getContext('2d');
  if (!normaliser) return raw;
  normaliser.fillStyle = fallback;
  normaliser.fillStyle = raw;
  return String(normaliser.fillStyle);
}

/** The theme of the page around `element`, read live (spec: colours are the `--meet-*` variables). */
export function readTheme(element: Element): ChartTheme {
  return {
    color: (name) => readCssColor(element, `--meet-${name}`, DEFAULT_THEME[name]),
    neutral: () => readCssColor(element, LIGHT_NEUTRAL.variable, LIGHT_NEUTRAL.fallback),
    text: () => readCssColor(element, '--meet-on-surface', DEFAULT_THEME.secondary),
    // Grid lines stay faint: they guide the eye, the data labels carry the values.
    grid: () => readCssColor(element, '--meet-neutral-20', '#e8e9eb'),
    fontFamily: () =>
      getComputedStyle(element).getPropertyValue('--meet-font').trim() || 'system-ui, sans-serif',
  };
}
