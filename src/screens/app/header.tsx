import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { managesOrganizations } from '../../core/admin/areas';
import { isSelected, type MenuItem, menuItems, redirectRoute, rolesOf, routeHref } from '../../core/router';
import { logout } from '../../core/stores/logout';
import { $me } from '../../core/stores/me';
import { $publicSettings } from '../../core/stores/public-settings';
import { $signedIn } from '../../core/stores/session';
import { Brand } from '../../widgets/brand/brand';
import { Icon } from '../../widgets/icon/icon';
import { POPUP_SHEET } from '../../widgets/popup/top-layer';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { AdminMenu } from './admin-menu';
import { Appearance } from './appearance';
import css from './header.css?inline';

const SHEETS = [POPUP_SHEET, sheet(css)];

/** Props of the header: the route it marks as current, and where its skip link takes the focus. */
export interface HeaderProps {
  route: string;
  onSkip?: () => void;
}

function PersonalLink({ item, route, helpUrl }: { item: MenuItem; route: string; helpUrl: string }) {
  // i18n-keys: app:menu.*
  const t = useT('app');
  if (!item.route) {
    return (
      <a className="header__link" href={helpUrl} target="_blank" rel="noopener noreferrer external">
        {t(`menu.${item.id}`)}
        <Icon name="external-link" size={14} label={t('header.newTab')} />
      </a>
    );
  }
  return (
    <a
      className="header__link"
      href={routeHref(item.route)}
      aria-current={isSelected(item, route) ? 'page' : undefined}
    >
      {t(`menu.${item.id}`)}
    </a>
  );
}

/** The header (spec 2): the menu the user may see, a burger on small screens, logout. */
export function Header({ route, onSkip }: HeaderProps) {
  const t = useT('app');
  const adopt = useStyleSheets(SHEETS);
  const menuId = useId();
  const signedIn = useStore($signedIn);
  const me = useStore($me);
  const helpUrl = useStore($publicSettings)?.helpPath ?? '';
  // The route the menu was opened on: going elsewhere closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === route;
  const setOpen = (value: boolean) => setOpenedOn(value ? route : null);

  useEffect(() => {
    // Spec 2: the menu closes on window resize.
    const close = () => setOpenedOn(null);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);

  const items = menuItems(rolesOf(me), managesOrganizations(me)).filter((item) => item.route || helpUrl);
  const personal = items.filter((item) => item.group === 'personal');
  const administration = items.filter((item) => item.group === 'administration');
  const signOut = async () => {
    await logout();
    redirectRoute('login');
  };

  return (
    <header ref={adopt} className="header" part="header">
      {/* A button, not a link to #content: the page lives in shadow roots, where a fragment finds nothing. */}
      {onSkip && (
        <button type="button" className="header__skip" onClick={onSkip}>
          {t('header.skip')}
        </button>
      )}
      <div className="header__bar">
        <a className="header__brand" href={routeHref(signedIn ? 'dashboard' : 'login')}>
          <Brand on="header" />
        </a>
        {signedIn ? (
          <button
            type="button"
            className="header__burger"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            <Icon name={open ? 'close' : 'menu'} size={24} label={t('header.menu')} />
          </button>
        ) : (
          <a className="header__link header__signin" href={routeHref('login')}>
            {t('header.signIn')}
          </a>
        )}
      </div>
      {signedIn && (
        <nav
          id={menuId}
          className={`header__nav${open ? ' header__nav--open' : ''}`}
          aria-label={t('header.nav')}
        >
          <ul className="header__list">
            {personal.map((item) => (
              <li key={item.id}>
                <PersonalLink item={item} route={route} helpUrl={helpUrl} />
              </li>
            ))}
            {administration.length > 0 && <AdminMenu items={administration} route={route} />}
          </ul>
          <div className="header__end">
            <Appearance />
            <button type="button" className="header__link header__logout" onClick={signOut}>
              <Icon name="logout" size={18} />
              {t('header.logout')}
            </button>
          </div>
        </nav>
      )}
    </header>
  );
}
