import { useEffect, useId, useRef, useState } from 'react';
import { isSelected, type MenuItem, routeHref } from '../../core/router';
import { Icon } from '../../widgets/icon/icon';
import { openBeside } from '../../widgets/popup/top-layer';
import { useMediaQuery } from '../../widgets/use-media-query';
import { useT } from '../../widgets/use-t';

/** Props of the administration group: its items and the current route. */
export interface AdminMenuProps {
  items: MenuItem[];
  route: string;
}

/** The header's narrow layout (its style sheet's breakpoint): the menu is a column. */
const NARROW = '(max-width: 68rem)';

/** The administration items behind one disclosure button; closes on Escape, outside clicks and navigation. */
export function AdminMenu({ items, route }: AdminMenuProps) {
  // i18n-keys: app:menu.*
  const t = useT('app');
  const id = useId();
  // The route the group was opened on: going elsewhere closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === route;
  const setOpen = (value: boolean) => setOpenedOn(value ? route : null);
  const root = useRef<HTMLLIElement>(null);
  const current = items.some((item) => isSelected(item, route));
  const list = useRef<HTMLUListElement>(null);
  // Beside the bar the group opens in the top layer, so a short card around the application never clips it;
  // in the narrow layout it unfolds in the menu's column.
  const floating = !useMediaQuery(NARROW);
  useEffect(() => {
    const button = root.current?.querySelector('button');
    if (!open || !floating || !list.current || !button) return;
    return openBeside(list.current, button, { prefer: 'below', align: 'start' });
  }, [open, floating]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpenedOn(null);
    };
    document.addEventListener('click', onPointer);
    return () => document.removeEventListener('click', onPointer);
  }, [open]);

  return (
    <li
      ref={root}
      className="header__group"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }}
    >
      <button
        type="button"
        className={`header__link header__toggle${current ? ' header__link--current' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('menu.administration')}
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} />
      </button>
      <ul
        ref={list}
        id={id}
        className={floating ? 'header__sublist popup' : 'header__sublist'}
        popover={floating ? 'manual' : undefined}
        hidden={!open}
      >
        {items.map((item) => (
          <li key={item.id}>
            <a
              className="header__sublink"
              href={routeHref(item.route ?? 'dashboard')}
              aria-current={isSelected(item, route) ? 'page' : undefined}
            >
              {t(`menu.${item.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
