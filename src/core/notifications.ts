import { atom, type ReadableAtom } from 'nanostores';
import { TOAST_MS } from './constants';

/** A notification (spec 3): shown as a toast until it is closed or its time is up. */
export interface Notification {
  id: string;
  title: string;
  message: string;
}

/** Schedules and cancels callbacks: the browser's timers, or a fake clock in tests. */
export interface Timer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimer: Timer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A notification queue: its store and its actions. */
export interface NotificationQueue {
  $notifications: ReadableAtom<readonly Notification[]>;
  /** Shows a notification (replacing one with the same id); returns its id. */
  notify(notification: Omit<Notification, 'id'> & { id?: string }): string;
  /** Removes a notification before its time is up. */
  dismiss(id: string): void;
  /** Stops a notification's clock while someone reads it (the pointer or the focus is on it). */
  hold(id: string): void;
  /** Ends one `hold`; when none is left, the notification's whole lifetime starts again. */
  release(id: string): void;
}

/**
 * A queue whose notifications each leave after `lifetime` milliseconds (spec 9: 5 s) or when dismissed; a
 * held notification (pointer or focus on it) waits, and gets its whole lifetime again once released.
 */
export function createNotificationQueue(timer: Timer = browserTimer, lifetime = TOAST_MS): NotificationQueue {
  const $notifications = atom<readonly Notification[]>([]);
  const timers = new Map<string, unknown>();
  const holds = new Map<string, number>();
  let count = 0;

  function start(id: string) {
    timers.set(
      id,
      timer.set(() => dismiss(id), lifetime),
    );
  }

  function stop(id: string) {
    if (timers.has(id)) timer.clear(timers.get(id));
    timers.delete(id);
  }

  function dismiss(id: string) {
    stop(id);
    holds.delete(id);
    const left = $notifications.get().filter((notification) => notification.id !== id);
    if (left.length !== $notifications.get().length) $notifications.set(left);
  }

  function notify({
    id = `notification-${++count}`,
    title,
    message,
  }: Omit<Notification, 'id'> & { id?: string }) {
    dismiss(id);
    $notifications.set([...$notifications.get(), { id, title, message }]);
    start(id);
    return id;
  }

  const shown = (id: string) => $notifications.get().some((notification) => notification.id === id);

  function hold(id: string) {
    if (!shown(id)) return;
    holds.set(id, (holds.get(id) ?? 0) + 1);
    stop(id);
  }

  function release(id: string) {
    const left = (holds.get(id) ?? 0) - 1;
    if (left > 0) holds.set(id, left);
    else if (holds.delete(id) && shown(id)) start(id);
  }

  return { $notifications, notify, dismiss, hold, release };
}

/** The notifications every element on the page shares. */
export const notifications = createNotificationQueue();
/** The notifications shown now, oldest first. */
export const $notifications = notifications.$notifications;
/** Shows a toast notification for 5 seconds; returns its id. */
export const notify = notifications.notify;
/** Closes a toast notification. */
export const dismissNotification = notifications.dismiss;
