import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $colorScheme, COLOR_SCHEMES, type ColorScheme, setColorScheme } from '../../core/theme/scheme';
import { useT } from '../../widgets/use-t';

/** The header's choice of appearance: the system's, light or dark (remembered in this browser). */
export function Appearance() {
  const t = useT('app');
  const id = useId();
  const scheme = useStore($colorScheme);
  return (
    <span className="header__appearance">
      <label htmlFor={id}>{t('header.appearance')}</label>
      <select
        id={id}
        className="header__select"
        value={scheme}
        onChange={(event) => setColorScheme(event.target.value as ColorScheme)}
      >
        {COLOR_SCHEMES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`header.scheme.${choice}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
