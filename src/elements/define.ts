import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement, useEffect, useMemo } from 'react';
import { configure } from '../core/config';
import { isLanguage, setLanguage } from '../core/i18n';
import type { MeetEventMap } from './events';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** How a component becomes an element: its attributes, the callback props that become events, its styles. */
export interface ElementOptions<P> {
  /** Props read from attributes (kebab-case of the prop name) or set as properties. */
  props?: Partial<Record<keyof P & string, AttributeType>>;
  /** Callback props that dispatch one of our events with the callback's argument as detail. */
  events?: Partial<Record<keyof P & string, keyof MeetEventMap>>;
}

/** Attributes every element accepts to work alone on a foreign page. */
interface CommonProps {
  container?: ShadowRoot;
  lang?: string;
  apiBase?: string;
  themeUrl?: string;
}

const COMMON_PROPS = { lang: 'string', apiBase: 'string', themeUrl: 'string' } as const;

/** Wraps a React component as a `meet-*` custom element with an open shadow root (once per page). */
export function defineElement<P extends object>(
  tag: `meet-${string}`,
  Component: ComponentType<P>,
  options: ElementOptions<P> = {},
): void {
  if (customElements.get(tag)) return;
  const events = Object.entries(options.events ?? {}) as [string, string][];

  function Element(props: P & CommonProps) {
    const { container, lang, apiBase, themeUrl } = props;
    const host = container?.host ?? null;
    useEffect(() => configure({ apiBase, themeUrl }), [apiBase, themeUrl]);
    useEffect(() => {
      if (isLanguage(lang)) void setLanguage(lang);
    }, [lang]);
    const handlers = useMemo(
      () =>
        Object.fromEntries(
          events.map(([prop, type]) => [
            prop,
            (detail: unknown) =>
              host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
          ]),
        ),
      [host],
    );
    return createElement(Component, { ...props, ...handlers });
  }

  const props = { ...COMMON_PROPS, ...options.props } as Record<string, AttributeType>;
  customElements.define(tag, r2wc(Element, { shadow: 'open', props }));
}
