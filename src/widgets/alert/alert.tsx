import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../icon/icon';
import { sheet, useStyleSheets } from '../styles';
import css from './alert.css?inline';

/** The alert's sheet, for screens that mark a message up as `.alert` themselves. */
export const ALERT_SHEET = sheet(css);
const SHEETS = [ALERT_SHEET];

/** What the message says: a failure (default), a success, something to watch, or plain information. */
export type AlertTone = 'error' | 'success' | 'warning' | 'info';

const ICONS: Record<AlertTone, string> = {
  error: 'error',
  success: 'success',
  warning: 'warning',
  info: 'info',
};

/** Props of an alert: its tone, its message, and an id for `aria-describedby`. */
export interface AlertProps {
  tone?: AlertTone;
  id?: string;
  /** The alert takes the focus when it appears: the message of an action the user continues from (saved). */
  takeFocus?: boolean;
  /** False inside a live region the screen keeps itself (one that also says other things): no role of its own. */
  live?: boolean;
  children?: ReactNode;
}

/**
 * The one alert of the product: failures and warnings are announced at once (`role="alert"`), successes and
 * information politely (`role="status"`). Empty, it stays on the page as a waiting live region. A box, not a
 * paragraph: a message may hold paragraphs and a button ("Try again").
 */
export function Alert({ tone = 'error', id, takeFocus, live = true, children }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  const shown = children !== undefined && children !== null && children !== false && children !== '';
  const adopt = useStyleSheets(SHEETS);
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (takeFocus && shown) box.current?.focus();
  }, [takeFocus, shown]);
  return (
    <div
      ref={(node) => {
        box.current = node;
        adopt(node);
      }}
      id={id}
      tabIndex={takeFocus ? -1 : undefined}
      className={tone === 'error' ? 'alert' : `alert alert--${tone}`}
      role={live ? (urgent ? 'alert' : 'status') : undefined}
    >
      {shown && <Icon name={ICONS[tone]} size={18} />}
      {children}
    </div>
  );
}
