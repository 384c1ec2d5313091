// Route -> screen component, loaded on demand with the preload-error rule of spec 2.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces } from '../../core/i18n';
import { preloadScreen, type RouteName, type RouteState } from '../../core/router';
import { NotFound } from './not-found';
import { SCREEN_MODULES, type ScreenModule } from './screen-modules';
import { ScreenLoadFailed, ScreenUnavailable } from './screen-problems';
import { type LazySource, SCREEN_SOURCES } from './screen-sources';

type AnyScreen = ComponentType<Record<string, unknown>>;
type Loaders = Record<string, () => Promise<ScreenModule>>;

/** A screen ready to render: its component and the props the route gives it. */
export interface ResolvedScreen {
  Component: AnyScreen | LazyExoticComponent<AnyScreen>;
  props: Record<string, unknown>;
  /** Same key, same screen: routes sharing a screen keep it (webrtc -> webrtc-live), others start afresh. */
  key: string;
}

const lazies = new Map<string, LazyExoticComponent<AnyScreen>>();

/** The lazy component of a source; one per module and export, so routes sharing a screen keep it. */
export function lazyScreen(
  name: string,
  { module, exportName }: LazySource,
  loaders: Loaders = SCREEN_MODULES,
): LazyExoticComponent<AnyScreen> {
  const key = `${module}#${exportName}`;
  let component = lazies.get(key);
  if (!component) {
    component = lazy(() =>
      preloadScreen(
        name,
        async () => {
          const load = loaders[module];
          const screen = load ? (await load())[exportName] : undefined;
          return { default: (screen ?? ScreenUnavailable) as AnyScreen };
        },
        () => ({ default: ScreenLoadFailed as AnyScreen }),
      ),
    );
    if (loaders === SCREEN_MODULES) lazies.set(key, component);
  }
  return component;
}

/** The screen of a route and its props (every screen gets `params` and `search`). */
export function resolveScreen(route: RouteState): ResolvedScreen {
  const base = { params: route.params, search: route.search };
  const screenSource = SCREEN_SOURCES[route.name as RouteName];
  if (screenSource === 'notFound') return { Component: NotFound as AnyScreen, props: base, key: 'notFound' };
  return {
    Component: lazyScreen(route.name, screenSource),
    props: { ...base, ...screenSource.props?.(route) },
    key: `${screenSource.module}#${screenSource.exportName}`,
  };
}

/**
 * The texts beyond the first screen's files that the pages people open first read as they render (Lighthouse
 * measures them): asked for beside the screen's code, not once it renders, a round trip or two earlier.
 */
const FIRST_TEXTS: Partial<Record<RouteName, string[]>> = {
  joinWithoutAccount: ['public', 'error'],
  join: ['public', 'error'],
  dashboard: ['dashboard'],
};

/**
 * Starts loading the screen module of a route before it renders: the shell knows the route the address names
 * while the session is still being checked, so the screen's files and texts come beside the settings and the first
 * screen's texts.
 * A failure is left to the render, which raises the preload error (spec 2).
 */
export function preloadRouteScreen(name: RouteName): void {
  const source = SCREEN_SOURCES[name];
  if (typeof source === 'object') SCREEN_MODULES[source.module]?.().catch(() => {});
  const texts = FIRST_TEXTS[name];
  if (texts) loadNamespaces(texts).catch(() => {});
}
