// The design tokens besides colours: sizes, spacing, radii and type, in one place. Every widget and screen reads
// them as `--meet-*` custom properties, so one change here changes the whole product.

/** The font stack of the interface: system fonts only, nothing is downloaded. */
export const THEME_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Corner radius of fields, buttons and panels. */
export const THEME_RADIUS = '6px';

/**
 * The tokens by name (without the `--meet-` prefix). One control height for every input, select and button, on
 * list screens and in forms alike: 44 px, the touch target of WCAG 2.5.5.
 */
export const TOKENS = Object.freeze({
  font: THEME_FONT,
  radius: THEME_RADIUS,
  'radius-pill': '999px',
  'control-height': '2.75rem',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-6': '1.5rem',
  'font-size-small': '0.875rem',
  'font-size': '1rem',
  'font-size-heading': '1.5rem',
  'focus-width': '3px',
});

/** The tokens as CSS declarations. */
export function tokensToCss(): string[] {
  return Object.entries(TOKENS).map(([name, value]) => `--meet-${name}: ${value};`);
}
