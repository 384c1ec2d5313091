import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from './wait';

/** The first match of `selector` in an element's shadow root, once React has rendered it. */
export async function shadowQuery<T extends Element = HTMLElement>(
  host: Element,
  selector: string,
): Promise<T> {
  await waitUntil(() => host.shadowRoot?.querySelector(selector), `${selector} never rendered`);
  return host.shadowRoot?.querySelector(selector) as T;
}

/** Every match of `selector` in an element's shadow root, as it is now. */
export function shadowAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** Records the `detail` of each event of `types` the element dispatches, in order. */
export function recordEvents(target: EventTarget, ...types: string[]): [string, unknown][] {
  const log: [string, unknown][] = [];
  for (const type of types)
    target.addEventListener(type, (event) => log.push([type, (event as CustomEvent).detail]));
  return log;
}

/** The element that has the focus, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Fails with the rule names when axe-core finds accessibility violations in `node`. */
export async function expectAccessible(node: Element): Promise<void> {
  const result = await axe.run(node);
  const problems = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems).to.deep.equal([]);
}

export { settle } from './wait';
