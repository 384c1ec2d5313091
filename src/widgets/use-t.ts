import { useStore } from '@nanostores/react';
import { use } from 'react';
import { $translations, isLoaded, loadNamespaces, type TranslateOptions, translate } from '../core/i18n';

/** One promise per language and namespace, shared by every view that waits for it (React's `use` wants one). */
const loads = new Map<string, Promise<void>>();

/** Resolves once `namespace` can be shown in `language`. */
export function namespaceReady(namespace: string, language: string): Promise<void> {
  const id = `${language}/${namespace}`;
  const known = loads.get(id);
  if (known) return known;
  const loading = loadNamespaces(namespace);
  loads.set(id, loading);
  return loading;
}

/**
 * i18next's `t` for one namespace; re-renders when the language changes. Until the namespace has loaded the view suspends: the nearest texts gate shows its placeholder,
 * never a raw key nor a control without its name.
 */
export function useT(namespace: string): (key: string, options?: TranslateOptions) => string {
  const { language } = useStore($translations);
  if (!isLoaded(namespace)) use(namespaceReady(namespace, language));
  return (key, options) => translate(namespace, key, options);
}
