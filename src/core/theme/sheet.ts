import { themeToCss } from './css';
import { $shownTheme } from './scheme';

/** The theme as one constructable stylesheet that every element's shadow root adopts (none on a server). */
export const themeSheet: CSSStyleSheet =
  typeof CSSStyleSheet === 'undefined' ? (undefined as unknown as CSSStyleSheet) : new CSSStyleSheet();

// The sheet is shared by every element for the page's lifetime, so it never stops following the theme.
$shownTheme.subscribe((theme) => themeSheet?.replaceSync(themeToCss(theme)));

/** Puts the theme first in a shadow root's sheets (before the widgets' own, which may refine it). */
export function adoptTheme(root: ShadowRoot | Document): void {
  if (!root.adoptedStyleSheets.includes(themeSheet))
    root.adoptedStyleSheets = [themeSheet, ...root.adoptedStyleSheets];
}
