import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { $config } from '../../core/config';
import { goBackOrLeaveFor } from '../../core/router/navigation';
import { Icon } from '../icon/icon';
import { sheet, useStyleSheets } from '../styles';
import { useT } from '../use-t';
import css from './back-button.css?inline';

const SHEETS = [sheet(css)];

/** Props of the back button. */
export interface BackButtonProps {
  /** Where to go when there is no previous entry (default: the application's base path). */
  fallbackHref?: string;
  label?: string;
  /** Decides instead of the button (a router): receives the fallback address. */
  onBack?: (fallbackHref: string) => void;
}

/**
 * A back button (spec 2): the previous history entry when there is one, else the fallback address.
 * It is a link to the fallback, so opening it in a new tab or without script still goes somewhere.
 */
export function BackButton({ fallbackHref, label, onBack }: BackButtonProps) {
  const t = useT('overlay');
  const adopt = useStyleSheets(SHEETS);
  const { basePath } = useStore($config);
  const href = fallbackHref || basePath;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for: let the browser open the fallback.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (onBack) onBack(href);
    else goBackOrLeaveFor(href);
  };
  return (
    <a ref={adopt} href={href} className="meet-back" part="link" onClick={onClick}>
      <Icon name="chevron-left" />
      {label || t('back')}
    </a>
  );
}
