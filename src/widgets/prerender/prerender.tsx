import { useLayoutEffect } from 'react';

// The application's page (index.html) paints a screen's static HTML inside `<meet-app>` before any script runs
// (`data-prerender` names its route). Slots show it in place until the screen itself is on screen; then the
// screen takes over what the visitor typed and where the caret was, and the static view goes.

/** What a prerendered form held when its screen took over: its inputs' values, the focused input, a submission. */
export interface Handover {
  values: Record<string, string>;
  /** Submitted before the application ran: the view's form (`method="dialog"`) closed its dialog. */
  submitted: boolean;
  focus?: { name: string; start: number | null; end: number | null };
}

const PRERENDER = '[data-prerender]';
let slots = 0;
const takers = new Set<(handover: Handover) => void>();
/** What the application renders beneath the view, inert (out of the Tab order and of assistive technology) until it goes. */
const beneath = new Set<HTMLElement>();

/** The prerendered view of `route` while it is on the page. */
export function prerendered(route: string): HTMLElement | null {
  return document.querySelector(`${PRERENDER}[data-prerender="${route}"]`);
}

/**
 * Keeps `node`, a part of the application laid out beneath the prerendered view, inert while the view is on the
 * page: only the form the visitor sees is in the Tab order, never the one it covers.
 */
export function beneathPrerender(node: HTMLElement | null): void {
  if (!node || !document.querySelector(PRERENDER)) return;
  node.inert = true;
  beneath.add(node);
}

/** True when `host` holds a prerendered view among its children. */
export const holdsPrerender = (host: Element | null) => Boolean(host?.querySelector(`:scope > ${PRERENDER}`));

/**
 * Once no slot shows the view any more, it goes: checked when the commit that unmounted the last slot has ended
 * (a screen that suspends again at once mounts a slot in that same commit and keeps the view). What it held is
 * read then and handed over at once to the screens that listen (else at the next frame). Gone once, the view never
 * comes back, so nothing typed into the screen afterwards is overwritten by the view's older values.
 */
export function releasePrerender(): void {
  queueMicrotask(() => {
    const view = document.querySelector<HTMLElement>(PRERENDER);
    if (slots > 0 || !view) return;
    const active = document.activeElement;
    const focus =
      active instanceof HTMLInputElement && view.contains(active)
        ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
        : undefined;
    const values = Object.fromEntries(
      [...view.querySelectorAll('input')].map((input) => [input.name, input.value]),
    );
    const submitted = view.querySelector('dialog')?.open === false;
    view.remove();
    for (const node of beneath) node.inert = false;
    beneath.clear();
    // A screen listening already takes it at once, so no keystroke falls between the view and the form.
    const handover = { values, focus, submitted };
    if (takers.size > 0) for (const take of takers) take(handover);
    else
      requestAnimationFrame(() => {
        for (const take of takers) take(handover);
      });
  });
}

/** Hears the handover of a prerendered view; answers the call that stops listening. */
export function onHandover(take: (handover: Handover) => void): () => void {
  takers.add(take);
  return () => takers.delete(take);
}

/** Shows the element's prerendered view (its children in the page) in place while the screen loads. */
export function PrerenderSlot() {
  useLayoutEffect(() => {
    slots += 1;
    return () => {
      slots -= 1;
      releasePrerender();
    };
  }, []);
  return <slot />;
}
