import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $translations, findTranslation, loadNamespaces } from '../../core/i18n';

/** The text of a `translation` field: the translation of a known key (`namespace:key`), else the text as given. */
export function translated(text: string): string {
  return findTranslation('common', text) ?? text;
}

/**
 * Translator for `translation` fields (columns, filters, tabs): loads the namespaces their keys name
 * and re-renders when they arrive, so a foreign page may pass plain text instead.
 */
export function useTranslated(keys: readonly string[]): (text: string) => string {
  useStore($translations);
  const namespaces = [
    ...new Set(keys.filter((key) => /^[\w-]+:\S/.test(key)).map((key) => key.slice(0, key.indexOf(':')))),
  ];
  const wanted = namespaces.join(' ');
  useEffect(() => {
    if (wanted) void loadNamespaces(wanted.split(' '));
  }, [wanted]);
  return translated;
}
