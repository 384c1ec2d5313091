import { useStore } from '@nanostores/react';
import { $translations } from '../../core/i18n';

/** The interface language, for number formats; re-renders when it changes. */
export function useLanguage(): string {
  return useStore($translations).language;
}
