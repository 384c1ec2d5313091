import { useStore } from '@nanostores/react';
import { $translations } from '../../core/i18n';

/** Changes whenever the language changes or a namespace arrives: the dependency of memoized translated rows. */
export function useTranslationsKey(): string {
  const { language, revision } = useStore($translations);
  return `${language}#${revision}`;
}
