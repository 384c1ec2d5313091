import { CHART_PALETTE, CHART_PALETTE_SHADES } from '../../core/constants';
import { type SHADES, shades } from '../../core/theme/css';
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

/** A theme colour, or one of its shades (`systemBlue-60`): what a series or a slice is drawn in. */
export type PaletteColor = ThemeColor | `${ThemeColor}-${(typeof SHADES)[number]}`;

/**
 * The palette colour of series (or slice) `index`: the five colours cycle (spec 9), each turn in the next shade
 * of CHART_PALETTE_SHADES, so no two series of a chart of up to 15 share a colour.
 */
export function paletteColor(index: number): PaletteColor {
  const name = CHART_PALETTE[index % CHART_PALETTE.length] as ThemeColor;
  const turn = Math.floor(index / CHART_PALETTE.length) % CHART_PALETTE_SHADES.length;
  const shade = CHART_PALETTE_SHADES[turn] ?? 100;
  return shade === 100 ? name : `${name}-${shade}`;
}

/** The default theme's value of a palette colour (the fallback when no theme variable is set). */
function defaultColor(color: PaletteColor): string {
  const [name, shade] = color.split('-') as [ThemeColor, string | undefined];
  return shade ? shades(DEFAULT_THEME[name])[Number(shade) as (typeof SHADES)[number]] : DEFAULT_THEME[name];
}

/** True when `value` is one of the colour options. */
export function isChartColor(value: unknown): value is ChartColor {
  return typeof value === 'string' && value in COLOR_THEME;
}

/** Colours and font a canvas chart reads from the theme each time it draws. */
export interface ChartTheme {
  color(name: PaletteColor): string;
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
    color: (name) => readCssColor(element, `--meet-${name}`, defaultColor(name)),
    neutral: () => readCssColor(element, LIGHT_NEUTRAL.variable, LIGHT_NEUTRAL.fallback),
    text: () => readCssColor(element, '--meet-on-surface', DEFAULT_THEME.secondary),
    // Grid lines stay faint: they guide the eye, the data labels carry the values.
    grid: () => readCssColor(element, '--meet-neutral-20', '#e8e9eb'),
    fontFamily: () =>
      getComputedStyle(element).getPropertyValue('--meet-font').trim() || 'system-ui, sans-serif',
  };
}
