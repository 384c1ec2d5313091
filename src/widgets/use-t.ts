import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $translations, loadNamespaces, translate } from '../core/i18n';

/** Translator for one namespace that re-renders when the language changes or the namespace arrives. */
export function useT(namespace: string): (key: string, options?: Record<string, unknown>) => string {
  useStore($translations);
  useEffect(() => {
    void loadNamespaces(namespace);
  }, [namespace]);
  return (key, options) => translate(namespace, key, options);
}
