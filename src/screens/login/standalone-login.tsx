import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { leaveForRedirect, routeHref } from '../../core/router';
import {
  $me,
  $publicSettings,
  $session,
  $signedIn,
  loadPublicSettings,
  logout,
  restoreSession,
} from '../../core/stores';
import { useT } from '../../widgets/use-t';
import { AuthPage } from './auth-page';
import { Login } from './login';

/** Props of the login screen on a page of its own (a portal): where to go once signed in. */
export interface StandaloneLoginProps {
  /** An address under the application's base path to open after signing in; none: stay on the page. */
  redirectTo?: string;
  onMeetSignedIn?: (detail: { username: string }) => void;
}

/** The login screen alone (`<meet-login>`): restores a stored session, says who is signed in, signs out. */
export function StandaloneLogin({ redirectTo, onMeetSignedIn }: StandaloneLoginProps) {
  const t = useT('login');
  const signedIn = useStore($signedIn);
  const me = useStore($me);
  useEffect(() => {
    if (!$publicSettings.get()) loadPublicSettings().catch(() => {});
    if (!$signedIn.get()) void restoreSession();
  }, []);
  const signedInHere = () => {
    onMeetSignedIn?.({ username: $session.get().username });
    if (redirectTo) leaveForRedirect(redirectTo);
  };
  if (!signedIn) return <Login onSignedIn={signedInHere} />;
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : $session.get().username;
  return (
    <AuthPage title={t('signedIn.title')} intro={t('signedIn.text', { name })}>
      <div className="auth__actions">
        <a className="button" href={routeHref('dashboard')}>
          {t('signedIn.open')}
        </a>
        <button type="button" className="button button--secondary" onClick={() => void logout()}>
          {t('signedIn.logout')}
        </button>
      </div>
    </AuthPage>
  );
}
