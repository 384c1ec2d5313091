import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { routeHref } from '../../core/router';
import { $publicSettings, loadPublicSettings } from '../../core/stores';
import { useT } from '../../widgets/use-t';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';
import { SsoWaiting } from './sso-waiting';
import { useSso } from './use-sso';

/** Props of the login screen; `onSignedIn` runs after a successful sign-in (the application routes itself). */
export interface LoginProps {
  search?: Record<string, string>;
  onSignedIn?: () => void;
}

/** The login screen (spec 2): the form, or the single sign-on waiting screen while its window is open. */
export function Login({ onSignedIn }: LoginProps) {
  const t = useT('login');
  const settings = useStore($publicSettings);
  const sso = useSso(onSignedIn);
  useEffect(() => {
    // The application loads them at start; alone on a portal page the screen asks for them itself.
    if (!$publicSettings.get()) loadPublicSettings().catch(() => {});
  }, []);
  const ssoUrl = settings?.ssoUrl ?? '';
  if (sso.phase) return <SsoWaiting problem={sso.phase === 'waiting' ? null : sso.phase} onBack={sso.back} />;
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <LoginForm
        ssoLabel={settings?.ssoCustomText || t('sso.default')}
        onSso={ssoUrl ? () => sso.start(ssoUrl) : undefined}
        onSignedIn={onSignedIn}
      />
      <ul className="auth__links">
        <li>
          <a href={routeHref('joinWithoutAccount')}>{t('links.joinWithoutAccount')}</a>
        </li>
        <li>
          <a href={routeHref('downloadNoAuth')}>{t('links.downloads')}</a>
        </li>
      </ul>
    </AuthPage>
  );
}
