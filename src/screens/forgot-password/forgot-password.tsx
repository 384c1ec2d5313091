import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { signInMessage } from '../../core/auth/sign-in-failure';
import { routeHref } from '../../core/router';
import {
  $forgotPassword,
  requestPasswordReset,
  resetForgotPassword,
} from '../../core/stores/forgot-password';
import { isEmail } from '../../core/validators';
import { Alert } from '../../widgets/alert/alert';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { useT } from '../../widgets/use-t';
import { AuthAlert, AuthPage, BackToLogin } from '../login/auth-page';

/** The forgot-password screen: an e-mail address, then word that a reset link was sent if it exists. */
export function ForgotPassword() {
  const t = useT('login');
  useT('error');
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { busy, sent, failure } = useStore($forgotPassword);
  useEffect(() => {
    resetForgotPassword();
    return resetForgotPassword;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const bad = !isEmail(address);
    setInvalid(bad);
    if (bad) {
      form.current?.querySelector('input')?.focus();
      return;
    }
    await requestPasswordReset(address);
  };

  if (sent) {
    return (
      <AuthPage title={t('forgot.sentTitle')}>
        <Alert tone="success">{t('forgot.sent', { email: email.trim() })}</Alert>
        <div className="auth__actions">
          <a className="button" href={routeHref('login')}>
            {t('backToLogin')}
          </a>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('forgot.title')} intro={t('forgot.intro')}>
      <form ref={form} className="auth__form" noValidate onSubmit={submit} aria-busy={busy}>
        <TextInput
          label={t('forgot.email')}
          type="email"
          name="email"
          autocomplete="email"
          value={email}
          disabled={busy}
          error={invalid ? t('forgot.emailInvalid') : undefined}
          onMeetChange={setEmail}
        />
        <AuthAlert message={failure ? signInMessage(failure) : undefined} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('forgot.sending') : t('forgot.submit')}
        </button>
      </form>
      <BackToLogin />
    </AuthPage>
  );
}
