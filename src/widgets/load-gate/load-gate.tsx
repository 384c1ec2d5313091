import type { ReactNode } from 'react';
import type { Loadable } from '../../core/stores/loadable';
import { Alert } from '../alert/alert';
import { useT } from '../use-t';

/** Props of a failed load: its error code, the sentence that says what failed, and how to ask again. */
export interface LoadFailedProps {
  code: number;
  /** What could not be loaded ("The list could not be loaded."), said before the code's own text. */
  failed?: string;
  /** Asks again; with it the alert offers "Try again". */
  retry?: () => void;
}

/** A load that failed: what and why (spec 8's text of its code), and a way to ask again. */
export function LoadFailed({ code, failed, retry }: LoadFailedProps) {
  const t = useT('common');
  const te = useT('error');
  return (
    <Alert>
      <p>{failed ? `${failed} ${te(`code.${code}`)}` : te(`code.${code}`)}</p>
      {retry && (
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('retry')}
        </button>
      )}
    </Alert>
  );
}

/** Props of the load gate: what was asked of the server, how to ask again, and what to show once it is there. */
export interface LoadGateProps<T> extends Omit<LoadFailedProps, 'code'> {
  loaded: Loadable<T>;
  children: (data: T) => ReactNode;
}

/** The one place for "loading", "failed (why), try again" and "here it is". */
export function LoadGate<T>({ loaded, children, ...failure }: LoadGateProps<T>) {
  const t = useT('common');
  if (loaded.state === 'ready') return children(loaded.data);
  if (loaded.state === 'failed') return <LoadFailed code={loaded.code} {...failure} />;
  return (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
}
