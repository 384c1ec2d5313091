import { findTranslation, NAMESPACES } from '../../core/i18n';
import { useNamespaces } from '../use-t';

/** The text of a `translation` field: the translation of a known key (`namespace:key`), else the text as given. */
export function translated(text: string): string {
  return findTranslation('common', text) ?? text;
}

/** The namespace a `translation` field's key names, if it is one of ours. */
function namespaceOf(text: string): string | undefined {
  const namespace = text.slice(0, text.indexOf(':'));
  return NAMESPACES.includes(namespace) ? namespace : undefined;
}

/** A key of ours reads empty (its view is hidden meanwhile), plain text as given. */
const untilLoaded = (text: string) => (namespaceOf(text) ? '' : text);

/**
 * Translator for `translation` fields (columns, filters, tabs): a foreign page may pass plain text instead of
 * keys. The nearest texts gate hides the view until the namespaces their keys name have loaded, and a key
 * reads empty meanwhile, so it never shows.
 */
export function useTranslated(keys: readonly string[]): (text: string) => string {
  const namespaces = new Set(keys.map(namespaceOf).filter((namespace) => namespace !== undefined));
  return useNamespaces([...namespaces]) ? translated : untilLoaded;
}
