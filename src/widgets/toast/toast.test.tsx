import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { createRoot } from 'react-dom/client';
import { fakeTimer } from '../../../tests/support/fake-timer';
import { waitUntil } from '../../../tests/support/wait';
import { TOAST_MS } from '../../core/constants';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { createNotificationQueue, dismissNotification, notify } from '../../core/notifications';
import '../../elements/meet-toast';
import { expectAccessible, settle, shadowAll, shadowQuery } from '../../../tests/support/table';
import { ToastList } from './toast-list';

/** Renders a toast list on its own queue driven by a fake clock. */
async function toasts() {
  const timer = fakeTimer();
  const queue = createNotificationQueue(timer);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const root = createRoot(host);
  root.render(<ToastList queue={queue} />);
  await waitUntil(() => host.querySelector('[role=status]'));
  const titles = () => [...host.querySelectorAll('.toast strong')].map((s) => s.textContent);
  /** Checks that the one toast shown is gone 5 seconds from now, not a millisecond before. */
  const lasts = async () => {
    timer.advance(TOAST_MS - 1);
    await settle();
    expect(titles()).to.have.length(1);
    timer.advance(1);
    await waitUntil(() => titles().length === 0, 'the toast stayed');
  };
  return { host, timer, queue, titles, lasts, unmount: () => root.unmount() };
}

describe('toast', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['overlay']);
  });

  it('shows each notification with its title and message', async () => {
    const { host, queue, unmount } = await toasts();
    queue.notify({ title: 'Saved', message: 'The user was saved.' });
    await waitUntil(() => host.querySelector('.toast'));
    expect(host.querySelector('.toast strong')?.textContent).to.equal('Saved');
    expect(host.querySelector('.toast p')?.textContent).to.equal('The user was saved.');
    unmount();
  });

  it('disappears after 5 seconds', async () => {
    const { queue, lasts, unmount } = await toasts();
    queue.notify({ title: 'Saved', message: '' });
    await settle();
    await lasts();
    unmount();
  });

  it('disappears on close', async () => {
    const { host, queue, titles, unmount } = await toasts();
    queue.notify({ title: 'First', message: '' });
    queue.notify({ title: 'Second', message: '' });
    await waitUntil(() => titles().length === 2);
    host.querySelector<HTMLButtonElement>('.toast button[aria-label="Close notification"]')?.click();
    await settle();
    expect(titles()).to.deep.equal(['Second']);
    unmount();
  });

  it('stays while the pointer is on it, and has its 5 seconds again once the pointer leaves', async () => {
    const { host, queue, timer, titles, lasts, unmount } = await toasts();
    queue.notify({ title: 'Saved', message: 'The user was saved.' });
    await waitUntil(() => host.querySelector('.toast'));
    const box = (host.querySelector('.toast') as HTMLElement).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
    await settle();
    timer.advance(TOAST_MS * 3);
    await settle();
    expect(titles()).to.deep.equal(['Saved']);
    await sendMouse({ type: 'move', position: [0, 0] });
    await settle();
    await lasts();
    unmount();
  });

  it('stays while the keyboard focus is on its close button, and has its 5 seconds again after', async () => {
    const { host, queue, timer, titles, lasts, unmount } = await toasts();
    queue.notify({ title: 'Saved', message: '' });
    await waitUntil(() => host.querySelector('.toast button'));
    host.querySelector<HTMLButtonElement>('.toast button')?.focus();
    await settle();
    timer.advance(TOAST_MS * 3);
    await settle();
    expect(titles()).to.deep.equal(['Saved']);
    host.querySelector<HTMLButtonElement>('.toast button')?.blur();
    await settle();
    await lasts();
    unmount();
  });

  it('is announced: a polite status region is there before the first toast arrives', async () => {
    const { host, queue, unmount } = await toasts();
    const region = host.querySelector('[role=status]');
    expect(region?.getAttribute('aria-live')).to.equal('polite');
    expect(region?.children).to.have.length(0);
    queue.notify({ title: 'Saved', message: 'Done' });
    await waitUntil(() => region?.querySelector('.toast'), 'the toast did not land in the live region');
    unmount();
  });

  it('<meet-toast> shows the notifications notify() sends, and passes axe-core', async () => {
    const element = await fixture(html`<meet-toast></meet-toast>`);
    await shadowQuery(element, '[role=status]');
    const id = notify({ title: 'Meeting ended', message: 'The meeting was stopped.' });
    await waitUntil(() => shadowAll(element, '.toast').length === 1);
    expect((await shadowQuery(element, '.toast strong')).textContent).to.equal('Meeting ended');
    await expectAccessible(element);
    dismissNotification(id);
    await waitUntil(() => shadowAll(element, '.toast').length === 0);
  });
});
