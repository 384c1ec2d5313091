import { useStore } from '@nanostores/react';
import type { FocusEvent } from 'react';
import { type NotificationQueue, notifications } from '../../core/notifications';
import { Icon } from '../icon/icon';
import { sheet, useStyleSheets } from '../styles';
import { useT } from '../use-t';
import css from './toast.css?inline';

const SHEETS = [sheet(css)];

/** Props of the toast list: the queue it shows (default: the page's shared one). */
export interface ToastListProps {
  queue?: NotificationQueue;
}

// Focus that comes from, or goes to, somewhere outside the toast (not a move between its own parts).
const crossesToast = (event: FocusEvent<HTMLElement>) =>
  !event.currentTarget.contains(event.relatedTarget as Node | null);

/**
 * Toast notifications (spec 4 "Toast"), each gone after 5 seconds or on close. A toast under the pointer or
 * holding the focus stays, and has its 5 seconds again once left (time to read it, WCAG 2.2.1). The live
 * region is always there, so screen readers announce each toast as it arrives.
 */
export function ToastList({ queue = notifications }: ToastListProps) {
  const t = useT('overlay');
  const adopt = useStyleSheets(SHEETS);
  const shown = useStore(queue.$notifications);
  return (
    <div
      ref={adopt}
      className="meet-toasts"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t('notifications')}
      part="toasts"
    >
      {shown.map((notification) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the toast's clock; the close button is its one control.
        <div
          key={notification.id}
          className="toast"
          part="toast"
          onMouseEnter={() => queue.hold(notification.id)}
          onMouseLeave={() => queue.release(notification.id)}
          onFocus={(event) => crossesToast(event) && queue.hold(notification.id)}
          onBlur={(event) => crossesToast(event) && queue.release(notification.id)}
        >
          <div className="text">
            <strong>{notification.title}</strong>
            <p>{notification.message}</p>
          </div>
          <button
            type="button"
            className="close"
            aria-label={t('closeNotification')}
            onClick={() => queue.dismiss(notification.id)}
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
