import i18next, { type BackendModule, type i18n as I18n, type TOptions } from 'i18next';
import { atom } from 'nanostores';
import { EAGER_NAMESPACES } from './eager';

/** Interface languages of the product (spec 1). */
export const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

type Bundle = { default: Record<string, unknown> };
const bundles = import.meta.glob<Bundle>('./locales/*/*.json');

/** Every namespace that has an English file: the set each language must match. */
export const NAMESPACES = Object.keys(bundles)
  .filter((path) => path.startsWith('./locales/en/'))
  .map((path) => path.slice('./locales/en/'.length, -'.json'.length));

const onDemand: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** The one i18next instance of the product; every element on a page shares it. */
export const i18n: I18n = i18next.createInstance();

/** Bumped whenever translations change (language switch, namespace loaded) so views re-render. */
export const $translations = atom({ language: FALLBACK_LANGUAGE as string, revision: 0 });

function bump() {
  $translations.set({ language: i18n.language, revision: $translations.get().revision + 1 });
}

const ready = i18n.use(onDemand).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // A copy: i18next adds every namespace it loads to this list.
  ns: [...EAGER_NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.on('languageChanged', bump);
i18n.on('loaded', bump);

/** True when `value` is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we speak, else the server's default, else English (spec 1). */
export function pickLanguage(browserLanguages: readonly string[], serverDefault?: string): Language {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  const fallback = serverDefault?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(fallback) ? fallback : FALLBACK_LANGUAGE;
}

/** Switches the interface language, loading what is needed first. */
export async function setLanguage(language: Language): Promise<void> {
  await ready;
  await i18n.changeLanguage(language);
}

/** The language a page fixed with an element's `lang` attribute: automatic choices (browser, user) give way. */
export const $fixedLanguage = atom<Language | undefined>(undefined);

/** Fixes the interface language, as an element's `lang` attribute does. */
export function fixLanguage(language: Language): Promise<void> {
  $fixedLanguage.set(language);
  return setLanguage(language);
}

/** Loads namespaces for the current language (and English, the fallback). */
export async function loadNamespaces(namespaces: string | string[]): Promise<void> {
  await ready;
  await i18n.loadNamespaces(namespaces);
}

/** Translates `key` of `namespace` in the current language. */
export function translate(namespace: string, key: string, options?: TOptions): string {
  return i18n.t(key, { ns: namespace, ...options }) as string;
}
