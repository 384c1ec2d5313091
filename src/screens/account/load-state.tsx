import type { ReactNode } from 'react';
import type { Loadable } from '../../core/stores/loadable';
import { useT } from '../../widgets/use-t';

interface Props<T> {
  loadable: Loadable<T>;
  /** Asks again after a failure. */
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Shows loaded data, or "loading", or the error with a retry button. */
export function LoadState<T>({ loadable, onRetry, children }: Props<T>) {
  const t = useT('account');
  const te = useT('error');
  const tc = useT('common');
  if (loadable.state === 'ready') return <>{children(loadable.data)}</>;
  if (loadable.state === 'failed') {
    return (
      <div className="alert" role="alert">
        <p>
          {t('loadFailed')} {te(`code.${loadable.code}`)}
        </p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="muted" role="status">
      {tc('loading')}
    </p>
  );
}
