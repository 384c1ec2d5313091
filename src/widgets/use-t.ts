import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $translations, isLoaded, loadNamespaces, type TranslateOptions, translate } from '../core/i18n';

/** Translator for one namespace that re-renders when the language changes or the namespace arrives. */
export function useT(namespace: string): (key: string, options?: TranslateOptions) => string {
  const { language } = useStore($translations);
  // Again on each language, in case this namespace failed to load in it before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the reason to load again.
  useEffect(() => {
    void loadNamespaces(namespace);
  }, [namespace, language]);
  // Until its namespace arrives a text is empty, never the raw key flashing on screen.
  return (key, options) => (isLoaded(namespace) ? translate(namespace, key, options) : '');
}
