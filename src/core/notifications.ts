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
}

/** A queue whose notifications each leave after `lifetime` milliseconds (spec 9: 5 s) or when dismissed. */
export function createNotificationQueue(timer: Timer = browserTimer, lifetime = TOAST_MS): NotificationQueue {
  const $notifications = atom<readonly Notification[]>([]);
  const timers = new Map<string, unknown>();
  let count = 0;

  function dismiss(id: string) {
    if (timers.has(id)) timer.clear(timers.get(id));
    timers.delete(id);
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
    timers.set(
      id,
      timer.set(() => dismiss(id), lifetime),
    );
    return id;
  }

  return { $notifications, notify, dismiss };
}

/** The notifications every element on the page shares. */
export const notifications = createNotificationQueue();
/** The notifications shown now, oldest first. */
export const $notifications = notifications.$notifications;
/** Shows a toast notification for 5 seconds; returns its id. */
export const notify = notifications.notify;
/** Closes a toast notification. */
export const dismissNotification = notifications.dismiss;
