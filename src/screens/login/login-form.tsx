import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { signInMessage } from '../../core/auth/sign-in-failure';
import { routeHref } from '../../core/router';
import { $captcha, $captchaMail, loadCaptcha, mailCaptcha } from '../../core/stores';
import { $loginAttempt, resetLoginAttempt, submitLogin } from '../../core/stores/login';
import { Icon } from '../../widgets/icon/icon';
import { PasswordInput } from '../../widgets/inputs/password-input/password-input';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { onHandover } from '../../widgets/prerender/prerender';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { AuthAlert } from './auth-page';
import { CaptchaField } from './captcha-field';
import css from './login.css?inline';

const SHEETS = [sheet(css)];

/** Props of the login form: the SSO button (when the server offers it) and what follows a sign-in. */
export interface LoginFormProps {
  ssoLabel?: string;
  onSso?: () => void;
  onSignedIn?: () => void;
}

const inputOf = (form: HTMLFormElement | null, name: string) =>
  form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** E-mail or username and password, the captcha when the server asks for it, forgot-password and SSO. */
export function LoginForm({ ssoLabel, onSso, onSignedIn }: LoginFormProps) {
  const t = useT('login');
  // The error catalogue's messages (spec 8) are shown here too: the sign-in loads them with a failure.
  const captcha = useStore($captcha);
  const captchaMail = useStore($captchaMail);
  const form = useRef<HTMLFormElement>(null);
  const adopt = useStyleSheets(SHEETS);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState('');
  const { busy, failure } = useStore($loginAttempt);
  const [missing, setMissing] = useState({ username: false, password: false });
  // A new visit starts clean; leaving forgets a submission still under way.
  useEffect(() => {
    resetLoginAttempt();
    return resetLoginAttempt;
  }, []);

  const focus = (name: string) => inputOf(form.current, name)?.focus();
  // The form the page prerendered hands over what was typed in it, the caret and a submission, as this one shows.
  useLayoutEffect(
    () =>
      onHandover(({ values, focus: at, submitted }) => {
        // Only what was typed in the view: a field left empty there keeps what this form holds meanwhile.
        flushSync(() => {
          if (values.username) setUsername(values.username);
          if (values.password) setPassword(values.password);
        });
        const field = at && inputOf(form.current, at.name);
        field?.focus();
        field?.setSelectionRange(at?.start ?? null, at?.end ?? null);
        if (submitted) form.current?.requestSubmit();
      }),
    [],
  );
  const retryField = captcha ? 'captcha' : 'password';
  useEffect(() => {
    // Once a failure enabled the inputs again, the focus returns where the user will type next.
    if (failure) inputOf(form.current, retryField)?.focus();
  }, [failure, retryField]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const login_ = username.trim();
    const lacking = { username: login_ === '', password: password === '' };
    setMissing(lacking);
    if (lacking.username || lacking.password) {
      focus(lacking.username ? 'username' : 'password');
      return;
    }
    if (await submitLogin({ username: login_, password, captcha: captcha ? answer.trim() : undefined })) {
      onSignedIn?.();
      return;
    }
    // Spec 4: the inputs come back with the translated error; what the user typed stays (not the captcha).
    setAnswer('');
  };

  const formRef = (node: HTMLFormElement | null) => {
    form.current = node;
    adopt(node);
  };
  return (
    <form ref={formRef} className="auth__form" noValidate onSubmit={submit} aria-busy={busy}>
      <TextInput
        label={t('form.username')}
        name="username"
        autocomplete="username"
        value={username}
        disabled={busy}
        error={missing.username ? t('form.usernameRequired') : undefined}
        onMeetChange={setUsername}
      />
      <PasswordInput
        label={t('form.password')}
        name="password"
        value={password}
        disabled={busy}
        error={missing.password ? t('form.passwordRequired') : undefined}
        onMeetChange={setPassword}
      />
      {captcha && (
        <CaptchaField
          captcha={captcha}
          value={answer}
          disabled={busy}
          mail={captchaMail}
          onChange={setAnswer}
          onRenew={() => void loadCaptcha(username.trim()).catch(() => {})}
          onMail={() => void mailCaptcha(username.trim())}
        />
      )}
      <div className="login__forgot">
        <a href={routeHref('forgotPassword')}>{t('form.forgotPassword')}</a>
      </div>
      <AuthAlert message={failure ? signInMessage(failure) : undefined} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('form.signingIn') : t('form.submit')}
      </button>
      {onSso && (
        <>
          <p className="auth__divider">{t('form.or')}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onSso}>
            <Icon name="sso" size={18} />
            {ssoLabel}
          </button>
        </>
      )}
    </form>
  );
}
