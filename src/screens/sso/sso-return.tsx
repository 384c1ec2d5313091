import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { routeHref } from '../../core/router';
import { $ssoReturn, finishSsoReturn } from '../../core/stores/sso';
import { Alert } from '../../widgets/alert/alert';
import { useT } from '../../widgets/use-t';
import { AuthPage } from '../login/auth-page';

/** Props of the SSO return page: the query the identity provider sent back. */
export interface SsoReturnProps {
  search?: Record<string, string>;
}

/** The single sign-on return page (route `sso`): signs in with the token, tells the opener, closes. */
export function SsoReturn({ search = {} }: SsoReturnProps) {
  const t = useT('login');
  const errors = useT('error');
  const outcome = useStore($ssoReturn);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishSsoReturn(search);
  }, [search]);
  if (outcome === null || outcome === 'told' || outcome === 'signedInHere') {
    return (
      <AuthPage title={t('sso.title')}>
        <div role="status">
          <span className="auth__spinner" />
          <p className="auth__intro">{outcome === 'told' ? t('sso.done') : t('sso.completing')}</p>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('sso.title')}>
      <Alert>{errors(`sso.${outcome}`)}</Alert>
      <div className="auth__actions">
        <a className="button" href={routeHref('login')}>
          {t('sso.back')}
        </a>
      </div>
    </AuthPage>
  );
}
