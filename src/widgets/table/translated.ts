import { useStore } from '@nanostores/react';
import { use } from 'react';
import { $translations, findTranslation, isLoaded, NAMESPACES } from '../../core/i18n';
import { namespaceReady } from '../use-t';

/** The text of a `translation` field: the translation of a known key (`namespace:key`), else the text as given. */
export function translated(text: string): string {
  return findTranslation('common', text) ?? text;
}

/**
 * Translator for `translation` fields (columns, filters, tabs): a foreign page may pass plain text instead of
 * keys. Suspends until the namespaces their keys name have loaded, so a key never shows while they load.
 */
export function useTranslated(keys: readonly string[]): (text: string) => string {
  const { language } = useStore($translations);
  const namespaces = new Set(keys.map((key) => key.slice(0, key.indexOf(':'))));
  for (const namespace of namespaces) {
    if (NAMESPACES.includes(namespace) && !isLoaded(namespace)) use(namespaceReady(namespace, language));
  }
  return translated;
}
