import { useStore } from '@nanostores/react';
import { type FormEvent, useRef, useState } from 'react';
import { forgotPassword } from '../../core/api/visitor-calls';
import { $translations, isLanguage } from '../../core/i18n';
import { routeHref } from '../../core/router';
import { Icon } from '../../widgets/icon/icon';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { useT } from '../../widgets/use-t';
import { AuthAlert, AuthPage, BackToLogin } from '../login/auth-page';
import { signInErrorMessage } from '../login/login-errors';

/** A plausible e-mail address: the server checks it for real. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The forgot-password screen: an e-mail address, then word that a reset link was sent if it exists. */
export function ForgotPassword() {
  const t = useT('login');
  useT('error');
  const { language } = useStore($translations);
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const bad = !EMAIL.test(address);
    setInvalid(bad);
    if (bad) {
      form.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await forgotPassword(address, isLanguage(language) ? language : undefined);
      setSent(true);
    } catch (failure) {
      setError(signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthPage title={t('forgot.sentTitle')}>
        <p className="auth__success" role="status">
          <Icon name="mail" size={18} />
          {t('forgot.sent', { email: email.trim() })}
        </p>
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
        <AuthAlert message={error || undefined} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('forgot.sending') : t('forgot.submit')}
        </button>
      </form>
      <BackToLogin />
    </AuthPage>
  );
}
