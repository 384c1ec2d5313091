// What the input tests share: put an element on the page the way a page does, then reach inside it.
import { fixture } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { loadNamespaces } from '../../src/core/i18n';
import { settle, waitUntil } from './wait';

type Template = Parameters<typeof fixture>[0];

/** Renders `template`, waits for React to draw inside every element's shadow root and for the translations. */
export async function render<E extends HTMLElement = HTMLElement>(template: Template): Promise<E> {
  await loadNamespaces('input');
  const element = await fixture<E>(template);
  const hosts = element.localName.startsWith('meet-')
    ? [element]
    : [...element.querySelectorAll('*')].filter((node) => node.localName.startsWith('meet-'));
  const drawn = (host: Element) => host.shadowRoot?.querySelector('.field, button, input');
  await waitUntil(() => hosts.every(drawn), 'elements rendered');
  await settle();
  return element;
}

/** The first node matching `selector` inside the element's shadow root (fails the test if none). */
export function inner<T extends Element = HTMLElement>(element: Element, selector: string): T {
  const found = element.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`${selector} not found in ${element.localName}`);
  return found;
}

/** Focuses `control` and types `text` with real key presses. */
export async function typeInto(control: HTMLElement, text: string): Promise<void> {
  control.focus();
  await sendKeys({ type: text });
  await settle();
}

/** Clicks the middle of `control` with the mouse, as a person does: down, then up, wherever it is by then. */
export async function clickMiddle(control: Element): Promise<void> {
  const box = control.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
  await settle();
}

/** Presses one key on whatever has the focus. */
export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle();
}

/** Every event of `type` the element dispatches from now on, in order. */
export function record<T = unknown>(element: Element, type: string): T[] {
  const details: T[] = [];
  element.addEventListener(type, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}

/** The accessibility violations axe-core finds in the element (expected to be none). */
export async function violations(element: Element): Promise<string[]> {
  const result = await axe.run(element);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export { settle };
