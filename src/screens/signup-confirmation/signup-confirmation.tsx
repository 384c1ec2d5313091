import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { routeHref } from '../../core/router';
import { $publicSettings, loadPublicSettings } from '../../core/stores';
import { $signupConfirmation, confirmAccount } from '../../core/stores/signup-confirmation';
import { Alert } from '../../widgets/alert/alert';
import { useT } from '../../widgets/use-t';
import { AuthPage } from '../login/auth-page';

/** Props of the sign-up confirmation: the e-mailed link's `email` and `code` in its query. */
export interface SignupConfirmationProps {
  search?: Record<string, string>;
}

/** The sign-up confirmation page: activates the account of the e-mailed link, or says why it cannot. */
export function SignupConfirmation({ search = {} }: SignupConfirmationProps) {
  const t = useT('login');
  const helpUrl = useStore($publicSettings)?.helpPath ?? '';
  const outcome = useStore($signupConfirmation);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!$publicSettings.get()) loadPublicSettings().catch(() => {});
    void confirmAccount(search.email, search.code);
  }, [search]);

  if (!outcome) {
    return (
      <AuthPage title={t('signup.title')}>
        <div role="status">
          <span className="auth__spinner" />
          <p className="auth__intro">{t('signup.checking')}</p>
        </div>
      </AuthPage>
    );
  }
  const success = outcome === 'activated';
  return (
    <AuthPage title={t(`signup.${outcome}Title`)}>
      <Alert tone={success ? 'success' : 'error'}>{t(`signup.${outcome}`)}</Alert>
      {(success || outcome === 'alreadyActivated') && (
        <div className="auth__actions">
          <a className="button" href={routeHref('login')}>
            {t('signup.signIn')}
          </a>
        </div>
      )}
      {!success && (
        <ul className="auth__links">
          <li>
            <a href={routeHref('support')}>{t('signup.support')}</a>
          </li>
          {helpUrl && (
            <li>
              <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                {t('signup.faq')}
              </a>
            </li>
          )}
        </ul>
      )}
    </AuthPage>
  );
}
