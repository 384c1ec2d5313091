import { useStore } from '@nanostores/react';
import { useCallback, useContext, useLayoutEffect, useReducer } from 'react';
import {
  $translations,
  isLoaded,
  loadNamespaces,
  type Namespace,
  type Translator,
  translate,
} from '../core/i18n';
import { TextsWait } from './texts-gate';

/** One load per language and namespace, shared by every view that waits for it. */
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
 * Whether every one of `namespaces` can be shown in the interface language; re-renders when the language
 * changes or they arrive. Until then the nearest texts gate hides the view (before the browser paints it)
 * and shows its placeholder.
 */
export function useNamespaces(namespaces: readonly string[]): boolean {
  const { language } = useStore($translations);
  const wait = useContext(TextsWait);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const missing = namespaces.filter((namespace) => !isLoaded(namespace)).join(' ');
  useLayoutEffect(() => {
    if (!missing) return;
    let waiting = true;
    const ends = wait?.();
    void Promise.all(missing.split(' ').map((namespace) => namespaceReady(namespace, language))).then(() => {
      if (waiting) loaded();
    });
    return () => {
      waiting = false;
      ends?.();
    };
  }, [missing, language, wait]);
  return !missing;
}

/**
 * i18next's `t` for one namespace; re-renders when the language changes. Until the namespace has loaded a
 * text is empty and the nearest texts gate hides the view: never a raw key nor a control without its name.
 */
export function useT<N extends Namespace>(namespace: N): Translator<N> {
  const ready = useNamespaces([namespace]);
  // The same function until the texts change (a new revision), so what was drawn with it can be kept (memo).
  const { revision } = useStore($translations);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is new texts behind the same keys
  return useCallback<Translator<N>>(
    (key, options) => (ready ? translate(namespace, key, options) : ''),
    [namespace, ready, revision],
  );
}
