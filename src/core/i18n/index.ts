import { atom } from 'nanostores';
import { EAGER_NAMESPACES } from './eager';
import namespaceList from './namespaces.json';
import { findText, splitKey, type TextSource, type Texts, type TranslateOptions } from './translator';

export type { TranslateOptions } from './translator';

/** Interface languages of the product (spec 1). */
export const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

// The first screen's texts (eager.json lists the same namespaces; a test keeps the two lists equal).
const firstScreenFiles = import.meta.glob<{ default: Texts }>(
  './locales/*/{common,app,error,input,login,overlay}.json',
);

/** Every namespace that has an English file: the set each language must match (a test checks the list). */
export const NAMESPACES: readonly string[] = namespaceList;

/** Loaded texts under `language/namespace`. */
const loaded = new Map<string, Texts>();
/** Every namespace asked for so far: a language switch loads them all in the new language. */
const inUse = new Set(EAGER_NAMESPACES);

let language: Language = FALLBACK_LANGUAGE;
/** The language the latest switch asked for: a slower earlier switch gives way to it. */
let wanted: Language = FALLBACK_LANGUAGE;

/** Bumped whenever translations change (language switch, namespace loaded) so views re-render. */
export const $translations = atom({ language: FALLBACK_LANGUAGE as string, revision: 0 });

function bump() {
  $translations.set({ language, revision: $translations.get().revision + 1 });
}

/** The interface language now shown (for dates and numbers formatted alongside the texts). */
export function currentLanguage(): Language {
  return language;
}

/**
 * Loads one file (the browser fetches a module once, however many ask for it). A namespace without a file
 * loads as empty (its keys show). A failed load leaves the texts missing (English stands in, else nothing
 * shows) until a view asks again.
 */
async function loadFile(code: string, namespace: string): Promise<void> {
  const id = `${code}/${namespace}`;
  if (loaded.has(id)) return;
  const path = `./locales/${id}.json`;
  try {
    const file = firstScreenFiles[path] ?? (await import('./files')).files[path];
    loaded.set(id, file ? (await file()).default : {});
  } catch {
    // Missing texts, as said above.
  }
}

/** Loads `namespaces` in each of `languages` and in English, the fallback of every text. */
async function loadAll(languages: readonly string[], namespaces: Iterable<string>): Promise<void> {
  const codes = new Set([...languages, FALLBACK_LANGUAGE]);
  await Promise.all(
    [...codes].flatMap((code) => [...namespaces].map((namespace) => loadFile(code, namespace))),
  );
}

// The first screen's English texts load at once: every page needs them, as its language or as the fallback.
void loadAll([], EAGER_NAMESPACES).then(bump);

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

/** Switches the interface language once the namespaces in use have loaded in it; the latest call wins. */
export async function setLanguage(next: Language): Promise<void> {
  wanted = next;
  await loadAll([next], inUse);
  if (wanted !== next) return;
  language = next;
  bump();
}

/** The language a page fixed with an element's `lang` attribute: automatic choices (browser, user) give way. */
export const $fixedLanguage = atom<Language | undefined>(undefined);

/** Fixes the interface language, as an element's `lang` attribute does. */
export function fixLanguage(next: Language): Promise<void> {
  $fixedLanguage.set(next);
  return setLanguage(next);
}

/** Loads namespaces for the current language, the one a switch is loading, and English (the fallback). */
export async function loadNamespaces(namespaces: string | string[]): Promise<void> {
  const asked = typeof namespaces === 'string' ? [namespaces] : namespaces;
  for (const namespace of asked) inUse.add(namespace);
  const before = loaded.size;
  await loadAll([language, wanted], asked);
  // Views re-render when texts arrived, never for a request that found everything loaded already.
  if (loaded.size > before) bump();
}

/**
 * Whether `namespace` has loaded in `code`; without a language, in the current language and in English, as a
 * view needs before it shows texts.
 */
export function isLoaded(namespace: string, code?: string): boolean {
  if (code) return loaded.has(`${code}/${namespace}`);
  return loaded.has(`${language}/${namespace}`) && loaded.has(`${FALLBACK_LANGUAGE}/${namespace}`);
}

const source: TextSource = {
  namespaces: NAMESPACES,
  texts: (code, namespace) => loaded.get(`${code}/${namespace}`),
};

/** The text of `key` in the current language, else in English, placeholders filled; undefined if none. */
export function findTranslation(
  namespace: string,
  key: string,
  options?: TranslateOptions,
): string | undefined {
  return findText(source, [language, FALLBACK_LANGUAGE], namespace, key, options);
}

/** Translates `key` of `namespace` (or of the one its `ns:` prefix names); a missing text is its key. */
export function translate(namespace: string, key: string, options?: TranslateOptions): string {
  return findTranslation(namespace, key, options) ?? splitKey(source, namespace, key)[1];
}
