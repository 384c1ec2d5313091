import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement, useEffect, useMemo } from 'react';
import { configure } from '../core/config';
import { fixLanguage, isLanguage } from '../core/i18n';
import { followConfiguredTheme } from '../core/theme';
import { adoptTheme } from '../core/theme/sheet';
import { holdsPrerender, PrerenderSlot } from '../widgets/prerender/prerender';
import { TextsGate, type TextsGateProps } from '../widgets/texts-gate';
import type { MeetEventMap } from './events';
import type { FormControl, FormField, FormHost } from './form-control';
import type { MeetIntrinsicElements } from './jsx';

// 'method': a function set as a property, kept as it is (a json property would lose it to JSON.stringify).
type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'method';

/** How a component becomes an element: its attributes, the callback props that become events, its styles. */
export interface ElementOptions<P> {
  /** Props read from attributes (kebab-case of the prop name) or set as properties. */
  props?: Partial<Record<keyof P & string, AttributeType>>;
  /** Callback props that dispatch one of our events with the callback's argument as detail. */
  events?: Partial<Record<keyof P & string, keyof MeetEventMap>>;
  /**
   * Input elements: take part in a native `<form>` (value under `name`, validity, reset, disabled fieldset).
   * `formField(...)` of `form-control.ts` makes it, so the elements without a form never load that code.
   */
  form?: FormField;
}

/** Attributes every element accepts to work alone on a foreign page. */
interface CommonProps {
  container?: ShadowRoot;
  lang?: string;
  apiBase?: string;
  themeUrl?: string;
  /** Bumped by `form.reset()`: the component starts again from the page's props. */
  formReset?: number;
}

// React 19's JSX knows our tags here, not in jsx.ts: every element module's types import this file, so a page
// that imports one element's module (`meet-widgets/elements/meet-table.js`) gets its JSX checked.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends MeetIntrinsicElements {}
  }
}

const COMMON_PROPS = { lang: 'string', apiBase: 'string', themeUrl: 'string' } as const;

/** The properties of an element made of a component with props `P` and the `props` of its options. */
export type ElementProperties<P, O extends ElementOptions<P>> = {
  -readonly [K in keyof NonNullable<O['props']>]?: K extends keyof P ? P[K] : unknown;
} & Omit<CommonProps, 'container' | 'lang'>;

/** The class `defineElement` registers, typed with the element's properties. */
export type ElementClass<P, O extends ElementOptions<P>> = {
  new (): HTMLElement & ElementProperties<P, O>;
  prototype: HTMLElement & ElementProperties<P, O>;
};

/**
 * Wraps a React component as a `meet-*` custom element with an open shadow root (once per page); answers the
 * registered class, typed with the props the options declare.
 */
export function defineElement<P extends object, const O extends ElementOptions<P> = ElementOptions<P>>(
  tag: `meet-${string}`,
  Component: ComponentType<P>,
  options: O = {} as O,
): ElementClass<P, O> {
  // On a server (Node rendering a page) there is nothing to define: importing the module must not throw.
  if (typeof customElements === 'undefined') return undefined as unknown as ElementClass<P, O>;
  const defined = () => customElements.get(tag) as unknown as ElementClass<P, O>;
  if (customElements.get(tag)) return defined();
  const events = Object.entries(options.events ?? {}) as [string, string][];

  function Element(props: P & CommonProps) {
    const { container, lang, apiBase, themeUrl, formReset, ...own } = props;
    const host = container?.host ?? null;
    useEffect(() => configure({ apiBase, themeUrl }), [apiBase, themeUrl]);
    useEffect(() => {
      if (isLanguage(lang)) void fixLanguage(lang);
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
    useEffect(() => (host as Partial<FormElement> | null)?.formControl?.update());
    // Its texts still loading, the element shows the view the page prerendered inside it, if any.
    const fallback = holdsPrerender(host) ? createElement(PrerenderSlot) : undefined;
    return createElement(
      TextsGate,
      { fallback } as TextsGateProps,
      createElement(Component, {
        ...(own as P),
        container,
        lang,
        apiBase,
        themeUrl,
        ...handlers,
        key: formReset,
      }),
    );
  }

  const props = { ...COMMON_PROPS, ...options.props } as Record<string, AttributeType>;
  const attributes = Object.fromEntries(Object.keys(props).map((prop) => [kebab(prop), prop]));
  const Base = r2wc(Element, { shadow: 'open', props }) as unknown as R2wcClass;
  const form = options.form;
  customElements.define(
    tag,
    class extends Base {
      static formAssociated = Boolean(form);
      formControl?: FormControl;

      constructor() {
        super();
        // The theme's variables reach the shadow tree from its own :host rule.
        if (this.shadowRoot) adoptTheme(this.shadowRoot);
        followConfiguredTheme();
        for (const [attribute, prop] of Object.entries(attributes)) {
          if (this.hasAttribute(attribute))
            this[R2WC_PROPS][prop] = parse(props[prop], this.getAttribute(attribute));
        }
        if (form) this.formControl = form.attach(this, this.#formHost());
      }

      #formHost(): FormHost {
        return { props: () => this[R2WC_PROPS], render: () => this[R2WC_RENDER]() };
      }

      // A form element's shadow root passes focus on to its control: a `<label for>` click or `focus()` lands there.
      // A view the page prerendered inside the element stays on screen until the first render replaces it.
      attachShadow(init: ShadowRootInit): ShadowRoot {
        const root = super.attachShadow(form ? { ...init, delegatesFocus: true } : init);
        if (holdsPrerender(this)) root.append(document.createElement('slot'));
        return root;
      }

      formResetCallback() {
        this.formControl?.reset(() => parse(props[form?.value ?? ''], this.getAttribute(form?.value ?? '')));
      }

      formDisabledCallback(disabled: boolean) {
        this.formControl?.disabledChanged(
          disabled,
          parse('boolean', this.getAttribute('disabled')) as boolean,
        );
      }

      /** The form this element belongs to, as a native input's `form`. */
      get form(): HTMLFormElement | null {
        return this.formControl?.internals.form ?? null;
      }

      checkValidity(): boolean {
        return this.formControl?.internals.checkValidity() ?? true;
      }

      reportValidity(): boolean {
        return this.formControl?.internals.reportValidity() ?? true;
      }

      get validity(): ValidityState | undefined {
        return this.formControl?.internals.validity;
      }

      get validationMessage(): string {
        return this.formControl?.internals.validationMessage ?? '';
      }

      // r2wc ignores empty and removed attributes; HTML wants a bare boolean to mean true and a removed one false.
      attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
        const prop = attributes[attribute];
        if (!prop || props[prop] === 'method') return;
        this[R2WC_PROPS][prop] = parse(props[prop], value);
        if (prop === 'disabled' && this.formControl?.fieldsetDisabled) this[R2WC_PROPS][prop] = true;
        if (prop === form?.value) this.formControl?.valueSet();
        this[R2WC_RENDER]();
      }
    },
  );
  return defined();
}

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** What an element with the `form` option adds to its host. */
type FormElement = HTMLElement & { formControl?: FormControl };

type R2wcClass = new () => HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** An attribute's value as its prop: presence for booleans ("false" is false), nothing for an absent one. */
export function parse(type: AttributeType | undefined, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') return value.trim() === '' ? undefined : Number(value);
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}
