import { useStore } from '@nanostores/react';
import { $shownTheme } from '../../core/theme/scheme';
import { sheet, useStyleSheets } from '../styles';
import { useT } from '../use-t';
import css from './brand.css?inline';

const SHEETS = [sheet(css)];

/** Props of the brand: `on` names the ground it stands on (the dark header, or the page's surface). */
export interface BrandProps {
  on?: 'header' | 'surface';
}

/**
 * The product's one mark: the custom theme's logo for the ground (pure white on the header; on the surface the
 * dark logo, or the light one in dark mode) when it has one, else the built-in camera mark and the product name.
 */
export function Brand({ on = 'surface' }: BrandProps) {
  const t = useT('common');
  const adopt = useStyleSheets(SHEETS);
  const { logos, darkMode } = useStore($shownTheme);
  const logo = on === 'header' ? logos.purewhite : darkMode ? logos.light : logos.dark;
  return (
    <span ref={adopt} className="brand">
      {logo ? (
        <img className="brand__logo" src={logo} alt={t('product.name')} />
      ) : (
        <>
          <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect x="2" y="7" width="20" height="18" rx="4" fill="currentColor" />
            <path d="M23 13.5 30 9v14l-7-4.5z" fill="var(--meet-primary, #f47b20)" />
          </svg>
          <span className="brand__name">{t('product.name')}</span>
        </>
      )}
    </span>
  );
}
