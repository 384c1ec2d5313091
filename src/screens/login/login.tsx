import { useStore } from '@nanostores/react';
import { lazy, Suspense, useContext, useLayoutEffect } from 'react';
import { routeHref } from '../../core/router';
import { $publicSettings, loadPublicSettings } from '../../core/stores';
import { $ssoPhase, cancelSso, signInWithSso } from '../../core/stores/sso';
import { prerendered } from '../../widgets/prerender/prerender';
import { TextsWait } from '../../widgets/texts-gate';
import { useT } from '../../widgets/use-t';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';

// The waiting screen shows only once a sign-on window opened: its code stays off the login route until then.
const SsoWaiting = lazy(() => import('./sso-waiting').then((module) => ({ default: module.SsoWaiting })));

/** Props of the login screen; `onSignedIn` runs after a successful sign-in (the application routes itself). */
export interface LoginProps {
  search?: Record<string, string>;
  onSignedIn?: () => void;
}

/** The login screen (spec 2): the form, or the single sign-on waiting screen while its window is open. */
export function Login({ onSignedIn }: LoginProps) {
  const t = useT('login');
  const settings = useStore($publicSettings);
  const ssoPhase = useStore($ssoPhase);
  const wait = useContext(TextsWait);
  useLayoutEffect(() => {
    // Taking over a prerendered form, the screen shows with its settings (the single sign-on button) or none.
    let shown = $publicSettings.get() || !prerendered('login') ? undefined : wait?.();
    const show = () => {
      shown?.();
      shown = undefined;
    };
    // The application loads them at start; alone on a portal page the screen asks for them itself.
    if (!$publicSettings.get())
      loadPublicSettings()
        .catch(() => {})
        .finally(show);
    // Leaving the screen closes a sign-on window still open; the next visit starts at the form.
    return () => {
      show();
      cancelSso();
    };
  }, [wait]);
  const ssoUrl = settings?.ssoUrl ?? '';
  const startSso = () => void signInWithSso(ssoUrl).then((signedIn) => signedIn && onSignedIn?.());
  if (ssoPhase)
    return (
      <Suspense fallback={null}>
        <SsoWaiting problem={ssoPhase === 'waiting' ? null : ssoPhase} onBack={cancelSso} />
      </Suspense>
    );
  return (
    <AuthPage title={t('title')} intro={t('intro')}>
      <LoginForm
        ssoLabel={settings?.ssoCustomText || t('sso.default')}
        onSso={ssoUrl ? startSso : undefined}
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
