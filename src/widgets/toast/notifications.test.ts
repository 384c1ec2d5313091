import { expect } from '@open-wc/testing';
import { fakeTimer } from '../../../tests/support/fake-timer';
import { TOAST_MS } from '../../core/constants';
import { createNotificationQueue } from '../../core/notifications';

describe('notification queue', () => {
  it('a notification disappears after 5 seconds', () => {
    const timer = fakeTimer();
    const queue = createNotificationQueue(timer);
    queue.notify({ title: 'Saved', message: 'The user was saved.' });
    timer.advance(TOAST_MS - 1);
    expect(queue.$notifications.get().map((n) => n.title)).to.deep.equal(['Saved']);
    timer.advance(1);
    expect(queue.$notifications.get()).to.deep.equal([]);
  });

  it('a notification disappears on close, and its timer goes with it', () => {
    const timer = fakeTimer();
    const queue = createNotificationQueue(timer);
    const id = queue.notify({ title: 'Saved', message: '' });
    queue.notify({ title: 'Deleted', message: '' });
    queue.dismiss(id);
    expect(queue.$notifications.get().map((n) => n.title)).to.deep.equal(['Deleted']);
    expect(timer.pending()).to.equal(1);
  });

  it('gives each notification an id, and one with an id already shown replaces it with a fresh time', () => {
    const timer = fakeTimer();
    const queue = createNotificationQueue(timer);
    const first = queue.notify({ title: 'One', message: '' });
    const second = queue.notify({ title: 'Two', message: '' });
    expect(first).not.to.equal(second);
    timer.advance(3000);
    queue.notify({ id: first, title: 'One again', message: 'later' });
    expect(queue.$notifications.get()).to.deep.equal([
      { id: second, title: 'Two', message: '' },
      { id: first, title: 'One again', message: 'later' },
    ]);
    timer.advance(2000);
    expect(queue.$notifications.get().map((n) => n.title)).to.deep.equal(['One again']);
  });

  it('a held notification waits; released by every holder, it has its whole 5 seconds again', () => {
    const timer = fakeTimer();
    const queue = createNotificationQueue(timer);
    const titles = () => queue.$notifications.get().map((n) => n.title);
    const id = queue.notify({ title: 'Saved', message: '' });
    timer.advance(4000);
    queue.hold(id);
    queue.hold(id);
    timer.advance(60_000);
    expect(titles(), 'held by the pointer and the focus').to.deep.equal(['Saved']);
    queue.release(id);
    timer.advance(60_000);
    expect(titles(), 'still held by one').to.deep.equal(['Saved']);
    queue.release(id);
    timer.advance(TOAST_MS - 1);
    expect(titles()).to.deep.equal(['Saved']);
    timer.advance(1);
    expect(titles()).to.deep.equal([]);
    queue.release(id);
    expect(timer.pending(), 'a release after the end starts nothing').to.equal(0);
  });
});
