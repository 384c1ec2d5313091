// A demo custom theme, served at /meet/demo/theme.json with its logos: the public setting customThemeUrl (or
// an element's theme-url) can point at it to show how a customer's colours and logos restyle every element.

/** Where the demo theme and its logos are served. */
export const DEMO_THEME_PATH = '/meet/demo/theme.json';
const LOGO_PATH = '/meet/demo/logo';

/** The theme file: a plain object of `#rrggbb` colours and one logo URL per variant (dark mode: the system's). */
export const DEMO_THEME = {
  primary: '#0f766e',
  secondary: '#1e293b',
  tertiary: '#475569',
  neutral: '#64748b',
  systemRed: '#c62828',
  systemRedHover: '#8e0000',
  systemGreen: '#2e7d32',
  systemGreenLight: '#81c784',
  systemBlue: '#1565c0',
  systemYellow: '#f9a825',
  systemWhite: '#ffffff',
  logos: {
    dark: `${LOGO_PATH}-dark.svg`,
    light: `${LOGO_PATH}-light.svg`,
    purewhite: `${LOGO_PATH}-purewhite.svg`,
  },
} as const;

/** A small wordmark in the given colours: a rounded square (filled, or outlined when `mark` is none) with a wave. */
function logo(mark: string, wave: string, text: string): string {
  const square = mark === 'none' ? `fill="none" stroke="${wave}" stroke-width="3"` : `fill="${mark}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="Meet demo">
<rect x="2" y="4" width="40" height="40" rx="10" ${square}/>
<path d="M10 28c4-8 8-8 12 0s8 8 12 0" fill="none" stroke="${wave}" stroke-width="4" stroke-linecap="round"/>
<text x="54" y="33" textLength="158" lengthAdjust="spacingAndGlyphs" font-family="system-ui, sans-serif" font-size="24" font-weight="600" fill="${text}">Meet demo</text>
</svg>
`;
}

/** The logo files by URL path: dark (for light backgrounds), light (for dark ones) and pure white. */
export const DEMO_LOGOS: Record<string, string> = {
  [DEMO_THEME.logos.dark]: logo(DEMO_THEME.primary, '#ffffff', DEMO_THEME.secondary),
  [DEMO_THEME.logos.light]: logo('#5eead4', DEMO_THEME.secondary, '#ffffff'),
  [DEMO_THEME.logos.purewhite]: logo('none', '#ffffff', '#ffffff'),
};
