import type { ReactNode } from 'react';
import type { Loadable } from '../../../core/stores/loadable';
import { useT } from '../../../widgets/use-t';

/** Props of the load gate: what was asked of the server, how to ask again, and what to show once it is there. */
export interface LoadGateProps<T> {
  loaded: Loadable<T>;
  /** Asks again; with it a failure offers "Try again". */
  retry?: () => void;
  children: (data: T) => ReactNode;
}

/** The admin kit's one place for "loading", "failed (why), try again" and "here it is". */
export function LoadGate<T>({ loaded, retry, children }: LoadGateProps<T>) {
  const t = useT('admin');
  const te = useT('error');
  if (loaded.state === 'ready') return children(loaded.data);
  if (loaded.state === 'failed')
    return (
      <div className="alert" role="alert">
        <p>{te(`code.${loaded.code}`)}</p>
        {retry && (
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  return (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
}
