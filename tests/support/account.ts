// What the account screen tests share: a signed-in user, a fake server, and ways to reach the screen.
import { fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { setFetch } from '../../src/core/api/transport';
import type { Me } from '../../src/core/api/types';
import { loadNamespaces, setLanguage } from '../../src/core/i18n';
import { notifications } from '../../src/core/notifications';
import { $me } from '../../src/core/stores/me';
import { startSession } from '../../src/core/stores/session';
import { fakeServer, type Reply, reply, resetForTest } from './fake-server';
import { waitUntil } from './wait';
import '../../src/elements/meet-account';

/** The demo user, as GET web/users/me answers it. */
export const USER: Me = {
  id: 7,
  login: 'user@example.com',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'user@example.com',
  language: 'en',
  timeZoneID: 'Europe/Paris',
  source: 'INTERNAL',
  roles: [],
  customersManager: [],
};

/** Password constraints with every rule on. */
export const STRICT = {
  enabled: true,
  passwordLength: 10,
  oneDigit: true,
  oneLowercase: true,
  oneUppercase: true,
  oneSpecialCharacter: true,
};

/** A signed-in user and a fake server answering `routes` (plus the password constraints). */
export async function signedIn(routes: Record<string, Reply | Reply[]>, user: Me = USER) {
  resetForTest();
  await setLanguage('en');
  await loadNamespaces(['account', 'error', 'common', 'input', 'table']);
  for (const { id } of notifications.$notifications.get()) notifications.dismiss(id);
  const server = fakeServer({ 'GET web/users/password-constraints': reply(200, STRICT), ...routes });
  setFetch(server.fetch);
  startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'user@example.com');
  $me.set(user);
  return server;
}

/** Puts `<meet-account>` on the page, open on `tab`, once its tabs are drawn. */
export async function mountAccount(tab = 'information'): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<meet-account .search=${{ tab }}></meet-account>`);
  await waitUntil(
    () => element.shadowRoot?.querySelector('[role="tabpanel"]:not([hidden]) h2'),
    'panel drawn',
  );
  return element;
}

/** The visible panel of the account screen. */
export function panel(element: HTMLElement): HTMLElement {
  return element.shadowRoot?.querySelector('[role="tabpanel"]:not([hidden])') as HTMLElement;
}

/** The input or select labelled `label` in `root`. */
export function field<T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  const control = found ? root.querySelector<T>(`[id="${found.htmlFor}"]`) : null;
  if (!control) throw new Error(`no field labelled ${label}`);
  return control;
}

/** The error message of the field labelled `label`, '' when none. */
export function errorOf(root: ParentNode, label: string): string {
  const control = field(root, label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('error'));
  return error ? (root.querySelector(`[id="${error}"]`)?.textContent ?? '') : '';
}

/** Types into a React-controlled input or chooses in a select. */
export function type(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** The button of `root` whose text is `text`. */
export function button(root: ParentNode, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** The texts of the toasts shown now. */
export function toasts(): string[] {
  return notifications.$notifications.get().map((n) => `${n.title}: ${n.message}`);
}

/** Fails with the rule names when axe-core finds violations. */
export async function violations(node: Element): Promise<string[]> {
  const result = await axe.run(node);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

export { settle } from './wait';
