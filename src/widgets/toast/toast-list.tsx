import { useStore } from '@nanostores/react';
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

/**
 * Toast notifications (spec 4 "Toast"), each gone after 5 seconds or on close. The live region is always
 * there, so screen readers announce each toast as it arrives.
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
        <div key={notification.id} className="toast" part="toast">
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
