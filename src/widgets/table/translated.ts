import { findTranslation, NAMESPACES } from '../../core/i18n';
import { useNamespaces } from '../use-t';

/** The text of a `translation` field: the translation of a known key (`namespace:key`), else the text as given. */
export function translated(text: string): string {
  return findTranslation('common', text) ?? text;
}

/**
 * Translator for `translation` fields (columns, filters, tabs): a foreign page may pass plain text instead of
 * keys. The nearest texts gate hides the view until the namespaces their keys name have loaded, so a key
 * never shows while they load.
 */
export function useTranslated(keys: readonly string[]): (text: string) => string {
  const namespaces = [...new Set(keys.map((key) => key.slice(0, key.indexOf(':'))))];
  useNamespaces(namespaces.filter((namespace) => NAMESPACES.includes(namespace)));
  return translated;
}
