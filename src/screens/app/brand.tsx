import { useStore } from '@nanostores/react';
import { $theme } from '../../core/theme/store';
import { useT } from '../../widgets/use-t';

/** The product's mark: the custom theme's pure-white logo when it has one, else the built-in mark. */
export function Brand() {
  const t = useT('common');
  const { logos } = useStore($theme);
  if (logos.purewhite) return <img className="brand__logo" src={logos.purewhite} alt={t('product.name')} />;
  return (
    <>
      <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect x="2" y="7" width="20" height="18" rx="4" fill="currentColor" />
        <path d="M23 13.5 30 9v14l-7-4.5z" fill="var(--meet-primary, #f47b20)" />
      </svg>
      <span className="brand__name">{t('product.name')}</span>
    </>
  );
}
