import { useT } from '../../widgets/use-t';

/** What shows while a screen loads or the session is being restored. */
export function Loading() {
  const t = useT('common');
  return (
    <div className="app__loading" role="status" part="loading">
      <span className="app__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
