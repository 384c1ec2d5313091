// What the application does once when it starts: the server's public settings, the interface language,
// the custom theme, and the session a previous visit left (spec 1, 4).
import type { PublicSettings } from '../api/types';
import { $config } from '../config';
import {
  $fixedLanguage,
  browserLanguage,
  isLanguage,
  type Language,
  pickLanguage,
  setLanguage,
} from '../i18n';
import { $me } from '../stores/me';
import { $publicSettings, loadPublicSettings } from '../stores/public-settings';
import { restoreSession } from '../stores/restore-session';
import { loadCustomThemeOnce } from '../theme/store';
import { $sessionChecked } from './navigation';

/** How the application was started: an explicit `lang` attribute wins over every other choice. */
export interface StartOptions {
  lang?: string;
  /** The browser's languages, best first (default `navigator.languages`). */
  browserLanguages?: readonly string[];
}

/**
 * The language before anyone signs in: the browser's, else the server's `defaultLanguage`, else English
 * (spec 1). Once a user signs in, their own `language` replaces it.
 */
export function startLanguage(browser: readonly string[], settings: PublicSettings | null): Language {
  return pickLanguage(browser, settings?.defaultLanguage);
}

async function settingsOrNull(): Promise<PublicSettings | null> {
  try {
    return $publicSettings.get() ?? (await loadPublicSettings());
  } catch {
    // Without its settings the server is probably down: the login screen will say so when used.
    return null;
  }
}

/** Starts the application; the returned function stops following the user's language. */
export function startApp(options: StartOptions = {}): () => void {
  // A `lang` attribute, given at start or set later on any element, wins over every automatic choice.
  const explicit = () => isLanguage(options.lang) || $fixedLanguage.get() !== undefined;
  const browser = options.browserLanguages ?? navigator.languages ?? [];
  // A browser language we speak needs no settings to win (spec 1): its texts load at once, beside the settings.
  const spoken = browserLanguage(browser);
  if (spoken && !explicit()) void setLanguage(spoken);
  void settingsOrNull().then((settings) => {
    // A user restored meanwhile already brought their own language.
    if (!spoken && !explicit() && !isLanguage($me.get()?.language))
      void setLanguage(startLanguage(browser, settings));
    const custom = settings?.customThemeUrl;
    if (custom && !$config.get().themeUrl) void loadCustomThemeOnce(custom);
  });
  void restoreSession()
    .catch(() => false)
    .then(() => $sessionChecked.set(true));
  // A signed-in user's own language (spec 1), unless the page fixed one.
  return $me.subscribe((me) => {
    if (!explicit() && isLanguage(me?.language)) void setLanguage(me.language);
  });
}
