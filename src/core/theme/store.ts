import { atom } from 'nanostores';
import { http } from '../api/http';
import { $config } from '../config';
import { API_TIMEOUT_MS } from '../constants';
import { isHexColor, normalizeHex } from './color';
import { DEFAULT_THEME, LOGO_VARIANTS, THEME_COLORS, type Theme } from './default-theme';

/** The theme every element on the page shows. */
export const $theme = atom<Theme>(DEFAULT_THEME);

/** True for a plain object: the only theme content that counts (spec 1). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `custom` laid over `base`, field by field: a colour only when it is a hex colour, darkMode only when
 * boolean, a logo only when a string (under `logos` or at the top level). Anything else is ignored, so a
 * theme file can never inject CSS.
 */
export function mergeTheme(base: Theme, custom: unknown): Theme {
  if (!isPlainObject(custom)) return base;
  const theme: Theme = { ...base, logos: { ...base.logos } };
  for (const name of THEME_COLORS) {
    const value = custom[name];
    if (isHexColor(value)) theme[name] = normalizeHex(value);
  }
  if (typeof custom.darkMode === 'boolean') theme.darkMode = custom.darkMode;
  const logos = isPlainObject(custom.logos) ? custom.logos : {};
  for (const variant of LOGO_VARIANTS) {
    const value = logos[variant] ?? custom[variant];
    if (typeof value === 'string') theme.logos[variant] = value.trim();
  }
  return theme;
}

/**
 * Fetches a custom theme file and lays it over the default theme when its content is a plain object.
 * Any other content, invalid JSON or a failed request is ignored: the page keeps its look.
 * Resolves true when the theme was applied.
 */
export async function loadCustomTheme(url: string): Promise<boolean> {
  let content: unknown;
  try {
    // Not under the API base and needs no token: the bare transport rather than the API client.
    const response = await http(url, { method: 'get', timeoutMs: API_TIMEOUT_MS });
    content = JSON.parse(await response.text());
  } catch {
    return false;
  }
  if (!isPlainObject(content)) return false;
  $theme.set(mergeTheme(DEFAULT_THEME, content));
  return true;
}

const requested = new Map<string, Promise<boolean>>();

/** Loads the custom theme at `url` unless this page already asked for it. */
export function loadCustomThemeOnce(url: string): Promise<boolean> {
  let loading = requested.get(url);
  if (!loading) {
    loading = loadCustomTheme(url);
    requested.set(url, loading);
  }
  return loading;
}

let following = false;

/** Loads the theme `$config.themeUrl` names (attribute `theme-url` or `MeetConfig`), once per URL. */
export function followConfiguredTheme(): void {
  if (following) return;
  following = true;
  // Lives as long as the page: every element shares the one theme.
  $config.subscribe(({ themeUrl }) => {
    if (themeUrl) void loadCustomThemeOnce(themeUrl);
  });
}
