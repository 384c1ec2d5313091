import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $translations } from '../../core/i18n';
import { useT } from '../../widgets/use-t';

/** Names the browser tab after the current screen ("Sign in - Meet"), describes the page and gives it its language. */
export function usePageTitle(route: string | undefined): void {
  // i18n-keys: app:title.*
  const t = useT('app');
  const app = useT('common');
  const { language } = useStore($translations);
  const title = route ? t(`title.${route}`) : '';
  const product = app('product.name');
  const description = t('description');
  useEffect(() => {
    if (route && title && !title.startsWith('title.')) document.title = `${title} - ${product}`;
  }, [route, title, product]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta && description) meta.content = description;
  }, [description]);
}
