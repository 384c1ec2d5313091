import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $translations, i18n, loadNamespaces, translate } from '../core/i18n';

/** Translator for one namespace that re-renders when the language changes or the namespace arrives. */
export function useT(namespace: string): (key: string, options?: Record<string, unknown>) => string {
  const { language } = useStore($translations);
  // Again on each language: a namespace asked for while a language switch was loading comes only in the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the reason to load again.
  useEffect(() => {
    void loadNamespaces(namespace);
  }, [namespace, language]);
  // Until its namespace arrives a text is empty, never the raw key flashing on screen.
  return (key, options) => (i18n.hasLoadedNamespace(namespace) ? translate(namespace, key, options) : '');
}
