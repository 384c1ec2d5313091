import i18next, { type BackendModule } from 'i18next';
import { atom } from 'nanostores';
import { EAGER_NAMESPACES } from './eager';
import type { Keys } from './keys';
import namespaceList from './namespaces.json';

/** Interface languages of the product (spec 1). */
export const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Values for a text's `{{name}}` placeholders; a number `count` also picks the plural form. */
export type TranslateOptions = Record<string, unknown>;

/** A namespace of the English files. */
export type Namespace = keyof Keys;

/**
 * The keys of a namespace's English file (generated: `node scripts/i18n-keys.js --write`), so a key no English
 * file has fails the type check. Error codes come from the server at run time:
 * i18n-keys: error:code.*
 * Spec 8's other messages are the catalogue's whether or not a screen words that case itself:
 * i18n-keys: error:pageNotFound error:mediaUnavailable error:settingsLoad.* error:success.* error:emptyTable
 */
export type Key<N extends Namespace> = Keys[N];

/** What follows `prefix` in the keys of a namespace: `KeyAfter<'meetings', 'state.'>` is every meeting state. */
export type KeyAfter<N extends Namespace, P extends string> =
  Key<N> extends infer K ? (K extends `${P}${infer Rest}` ? Rest : never) : never;

/** A translator bound to one namespace: `t('column.name')`. */
export type Translator<N extends Namespace> = (key: Key<N>, options?: TranslateOptions) => string;

/** A locale file: texts under nested keys. */
export type Texts = { [key: string]: string | Texts };

// The first screen's texts (eager.json lists the same namespaces; a test keeps the two lists equal).
const firstScreenFiles = import.meta.glob<{ default: Texts }>(
  './locales/*/{common,app,input,login,overlay}.json',
);

/** Every namespace that has an English file: the set each language must match (a test checks the list). */
export const NAMESPACES: readonly string[] = namespaceList;

/**
 * Reads one file (the browser fetches a module once, however many ask for it); a namespace without a file
 * reads as empty. The map of every other file loads only when a view asks for a namespace the first screen
 * does not have: the login route carries the small map of its own texts.
 */
async function readFile(code: string, namespace: string): Promise<Texts> {
  const path = `./locales/${code}/${namespace}.json`;
  const file = firstScreenFiles[path] ?? (await import('./files')).files[path];
  return file ? (await file()).default : {};
}

/** i18next's backend over our files: one namespace of one language per request, on demand. */
const onDemand: BackendModule = {
  type: 'backend',
  init() {},
  read(code, namespace, callback) {
    readFile(code, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/** The one i18next instance of the product: every element on a page shares it. */
const i18n = i18next.createInstance();

/** Bumped whenever translations change (language switch, namespace loaded) so views re-render. */
export const $translations = atom({ language: FALLBACK_LANGUAGE as string, revision: 0 });

function bump() {
  $translations.set({ language: currentLanguage(), revision: $translations.get().revision + 1 });
}

// Synchronous start: the first screen's English texts are asked for at once (every page needs them, as its
// language or as the fallback), and a switch asked for meanwhile wins over this first one.
void i18n.use(onDemand).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  // A copy: i18next adds every namespace it loads to this list, and a switch loads them all.
  ns: [...EAGER_NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  // Texts become text content and attributes, which React escapes.
  interpolation: { escapeValue: false },
});
i18n.on('languageChanged', bump);
i18n.on('loaded', bump);

/** The interface language now shown (for dates and numbers formatted alongside the texts). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** True when `value` is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we speak, if any (spec 1). */
export function browserLanguage(browserLanguages: readonly string[]): Language | undefined {
  return browserLanguages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
}

/** The first of the browser's languages we speak, else the server's default, else English (spec 1). */
export function pickLanguage(browserLanguages: readonly string[], serverDefault?: string): Language {
  const fallback = serverDefault?.toLowerCase().split(/[-_]/)[0];
  return browserLanguage(browserLanguages) ?? (isLanguage(fallback) ? fallback : FALLBACK_LANGUAGE);
}

/** Switches the interface language once the namespaces in use have loaded in it; the latest call wins. */
export async function setLanguage(next: Language): Promise<void> {
  switching = next;
  await i18n.changeLanguage(next);
  if (switching === next) switching = undefined;
}

/** The language the latest switch is loading, until it is shown. */
let switching: Language | undefined;

/** The language a page fixed with an element's `lang` attribute: automatic choices (browser, user) give way. */
export const $fixedLanguage = atom<Language | undefined>(undefined);

/** Fixes the interface language, as an element's `lang` attribute does. */
export function fixLanguage(next: Language): Promise<void> {
  $fixedLanguage.set(next);
  return setLanguage(next);
}

/**
 * Loads namespaces in the current language, in the one a switch is loading, and in English (the fallback).
 * A file that failed to load is tried again by i18next a few times, then its texts fall back to English.
 */
export async function loadNamespaces(namespaces: string | string[]): Promise<void> {
  const asked = typeof namespaces === 'string' ? [namespaces] : namespaces;
  await Promise.all([
    i18n.loadNamespaces(asked),
    switching && new Promise((loaded) => i18n.services.backendConnector.load([switching], asked, loaded)),
  ]);
}

/**
 * Whether `namespace` has loaded in `code`; without a language, whether it is ready to show in the current
 * language (loaded, or failed and falling back to English), as a view needs before it shows texts.
 */
export function isLoaded(namespace: string, code?: string): boolean {
  if (code) return i18n.hasResourceBundle(code, namespace);
  return i18n.isInitialized && i18n.hasLoadedNamespace(namespace);
}

/** i18next's `t` and `exists` with any namespace and key: for keys built at run time, which no type names. */
type Loose<R> = (key: string, options: TranslateOptions & { ns: string }) => R;
const anyT = (...args: Parameters<Loose<string>>) => (i18n.t as unknown as Loose<string>)(...args);
const anyExists = (...args: Parameters<Loose<boolean>>) =>
  (i18n.exists as unknown as Loose<boolean>)(...args);

/**
 * The text of `key` in the current language, else in English, placeholders filled; undefined if none. The key
 * may be any text (a foreign page's label): this is a look-up, not a use of a key.
 */
export function findTranslation(
  namespace: string,
  key: string,
  options?: TranslateOptions,
): string | undefined {
  return anyExists(key, { ns: namespace, ...options }) ? anyT(key, { ns: namespace, ...options }) : undefined;
}

/** Translates `key` of `namespace`; a missing text is its key. */
export function translate<N extends Namespace>(
  namespace: N,
  key: Key<N>,
  options?: TranslateOptions,
): string {
  return anyT(key, { ns: namespace, ...options });
}
