// Colour arithmetic for the theme: hex parsing, mixing in sRGB, and WCAG 2.x contrast.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

/** True for the colour forms a theme may use: `#rgb` or `#rrggbb`. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

function toRgb(hex: string): Rgb {
  let digits = hex.trim().slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Lower-case `#rrggbb` form of a hex colour. */
export function normalizeHex(hex: string): string {
  return toHex(toRgb(hex));
}

/** `color` mixed with `other`, channel by channel: `weight` (0..1) of `color`, the rest of `other`. */
export function mix(color: string, other: string, weight: number): string {
  const a = toRgb(color);
  const b = toRgb(other);
  return toHex([0, 1, 2].map((i) => (a[i] ?? 0) * weight + (b[i] ?? 0) * (1 - weight)) as Rgb);
}

/** Relative luminance of a colour (WCAG 2.x), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours (WCAG 2.x), from 1 to 21; AA asks 4.5 for text, 3 for large text and UI. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color`, moved towards black or white (whichever `background` contrasts with more) in steps of 5%
 * until it reaches `ratio` against `background`: a custom theme can never make text unreadable.
 * Black or white always reach 4.58 against any background, so any ratio up to that is met.
 */
export function readable(color: string, background: string, ratio: number): string {
  const towards = contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
  for (let step = 20; step >= 0; step--) {
    const candidate = mix(color, towards, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return towards;
}
