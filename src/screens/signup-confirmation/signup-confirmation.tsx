import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { confirmSignUp } from '../../core/api/visitor-calls';
import { routeHref } from '../../core/router';
import { $publicSettings, loadPublicSettings } from '../../core/stores';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { AuthPage } from '../login/auth-page';

/** Props of the sign-up confirmation: the e-mailed link's `email` and `code` in its query. */
export interface SignupConfirmationProps {
  search?: Record<string, string>;
}

/** How a confirmation ends (spec 4 "Account"): activated, or why not. */
export type ConfirmationOutcome =
  | 'activated'
  | 'invalidCode'
  | 'unknownAccount'
  | 'alreadyActivated'
  | 'failed';

/** The outcome of a confirmation call's error: 1004 invalid code, 1001 unknown account, 1020 activated. */
export function confirmationOutcome(error: unknown): ConfirmationOutcome {
  if (!(error instanceof ApiError)) return 'failed';
  return (
    ({ 1004: 'invalidCode', 1001: 'unknownAccount', 1020: 'alreadyActivated' } as const)[error.code] ??
    'failed'
  );
}

/** The sign-up confirmation page: activates the account of the e-mailed link, or says why it cannot. */
export function SignupConfirmation({ search = {} }: SignupConfirmationProps) {
  const t = useT('login');
  const helpUrl = useStore($publicSettings)?.helpPath ?? '';
  const [outcome, setOutcome] = useState<ConfirmationOutcome | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!$publicSettings.get()) loadPublicSettings().catch(() => {});
    const { email, code } = search;
    if (!email || !code) {
      setOutcome('invalidCode');
      return;
    }
    confirmSignUp(email, code).then(
      () => setOutcome('activated'),
      (error: unknown) => setOutcome(confirmationOutcome(error)),
    );
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
      <p className={success ? 'auth__success' : 'auth__alert'} role={success ? 'status' : 'alert'}>
        <Icon name={success ? 'success' : 'error'} size={18} />
        {t(`signup.${outcome}`)}
      </p>
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
