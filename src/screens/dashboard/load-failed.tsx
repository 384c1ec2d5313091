import { useT } from '../../widgets/use-t';

/** A dashboard that could not be loaded: why, and a way to ask again. */
export function LoadFailed({ code, onRetry }: { code: number; onRetry: () => void }) {
  const t = useT('dashboard');
  const te = useT('error');
  return (
    <div className="alert" role="alert">
      <p>
        {t('loadFailed')} {te(`code.${code}`)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
