import { useEffect, useRef } from 'react';
import type { SsoProblem } from '../../core/auth/sso-popup';
import { translate } from '../../core/i18n';
import { Alert } from '../../widgets/alert/alert';
import { useT } from '../../widgets/use-t';
import { AuthPage } from './auth-page';

/** Props of the SSO waiting screen: the problem once there is one, and the way back to the form. */
export interface SsoWaitingProps {
  problem: SsoProblem | null;
  onBack: () => void;
}

/** Waiting for the sign-on window, or why it failed (popup blocked, aborted, failed, unexpected error). */
export function SsoWaiting({ problem, onBack }: SsoWaitingProps) {
  const t = useT('login');
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    back.current?.focus();
  }, []);
  return (
    <AuthPage title={t('sso.title')}>
      {problem ? (
        // The store shows a problem once the error texts have loaded: no gate hides the focused button meanwhile.
        <Alert>{translate('error', `sso.${problem}`)}</Alert>
      ) : (
        <div role="status">
          <span className="auth__spinner" />
          <p className="auth__intro">{t('sso.waiting')}</p>
        </div>
      )}
      <div className="auth__actions">
        <button ref={back} type="button" className="button button--secondary" onClick={onBack}>
          {problem ? t('sso.back') : t('sso.cancel')}
        </button>
      </div>
    </AuthPage>
  );
}
