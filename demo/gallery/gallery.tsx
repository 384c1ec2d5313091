// The widget gallery: every widget in its states, in any language, light or dark. Living documentation.
import { useStore } from '@nanostores/react';
import { $translations, isLanguage, LANGUAGES, setLanguage, translate } from '../../src/core/i18n';
import { $theme } from '../../src/core/theme';
import { sheet, useStyleSheets } from '../../src/widgets/styles';
import { useT } from '../../src/widgets/use-t';
import { ChartsGallery } from './charts';
import { DesignGallery } from './design';
import galleryCss from './gallery.css?inline';
import { InputsGallery } from './inputs';
import { TableGallery } from './table';

const SHEETS = [sheet(galleryCss)];

/** The whole gallery page: language and dark-mode controls, then one section per widget family. */
export function Gallery() {
  const t = useT('gallery');
  useT('common');
  const { language } = useStore($translations);
  const theme = useStore($theme);
  return (
    <div ref={useStyleSheets(SHEETS)} className="gallery">
      <header className="gallery__header">
        <h1>{t('title')}</h1>
        <label>
          {t('language')}
          <select
            value={language}
            onChange={(event) => isLanguage(event.target.value) && void setLanguage(event.target.value)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {translate('common', `language.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={theme.darkMode}
            onChange={(event) => $theme.set({ ...theme, darkMode: event.target.checked })}
          />
          {t('darkMode')}
        </label>
      </header>
      <main className="gallery__sections">
        <DesignGallery />
        <InputsGallery />
        <TableGallery />
        <ChartsGallery />
      </main>
    </div>
  );
}
