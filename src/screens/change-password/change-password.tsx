import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type PasswordConstraints,
  type PasswordProblem,
  validateNewPassword,
} from '../../core/auth/password-rules';
import { ERROR_GENERIC } from '../../core/constants';
import { routeHref } from '../../core/router';
import {
  $passwordReset,
  $resetConstraints,
  openPasswordReset,
  resetPassword,
} from '../../core/stores/password-reset';
import { Alert } from '../../widgets/alert/alert';
import { PasswordInput } from '../../widgets/inputs/password-input/password-input';
import { useT } from '../../widgets/use-t';
import { AuthAlert, AuthPage, BackToLogin } from '../login/auth-page';
import { announcedRules, problemsByField } from './password-problems';

/** Props of the change-password screen: the e-mailed link's `email` and `uuid` in its query. */
export interface ChangePasswordProps {
  search?: Record<string, string>;
}

/** Choosing a new password from a reset link: the server's constraints, checked, hashed, then sign in. */
export function ChangePassword({ search = {} }: ChangePasswordProps) {
  const t = useT('login');
  const errors = useT('error');
  const { email = '', uuid = '' } = search;
  const form = useRef<HTMLFormElement>(null);
  const rules = useStore($resetConstraints);
  const constraints = rules.state === 'ready' ? rules.data : null;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<PasswordProblem[]>([]);
  const reset = useStore($passwordReset);
  // A link without its e-mail or uuid is invalid from the first paint, not after the reset starts.
  const phase = email && uuid ? reset.phase : 'linkInvalid';
  useEffect(() => openPasswordReset(email, uuid), [email, uuid]);

  const describe = (problem: PasswordProblem) =>
    t(`change.rule.${problem}`, { count: constraints?.passwordLength ?? 0 });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'form') return;
    const found = validateNewPassword(password, confirmation, constraints ?? NO_RULES);
    setProblems(found);
    if (found.length > 0) {
      const field = problemsByField(found).password.length > 0 ? 'password' : 'confirmation';
      form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      return;
    }
    await resetPassword(email, uuid, password);
  };

  if (phase === 'done' || phase === 'linkInvalid') {
    const done = phase === 'done';
    return (
      <AuthPage title={done ? t('change.doneTitle') : t('change.linkInvalidTitle')}>
        <Alert tone={done ? 'success' : 'error'}>{done ? t('change.done') : t('change.linkInvalid')}</Alert>
        <div className="auth__actions">
          <a className="button" href={routeHref(done ? 'login' : 'forgotPassword')}>
            {done ? t('change.signIn') : t('change.newLink')}
          </a>
        </div>
      </AuthPage>
    );
  }
  const byField = problemsByField(problems);
  const busy = phase === 'busy';
  const failed = reset.code !== null ? errors('passwordChangeFailed') : '';
  const alert = failed || (rules.state === 'failed' ? errors(`code.${ERROR_GENERIC}`) : '');
  return (
    <AuthPage title={t('change.title')} intro={t('change.intro', { email })}>
      <form ref={form} className="auth__form" noValidate onSubmit={submit} aria-busy={busy}>
        <PasswordInput
          label={t('change.password')}
          name="password"
          autocomplete="new-password"
          value={password}
          disabled={busy}
          helper={announcedRules(constraints).map(describe).join(' ')}
          error={byField.password.map(describe).join(' ') || undefined}
          onMeetChange={setPassword}
        />
        <PasswordInput
          label={t('change.confirmation')}
          name="confirmation"
          autocomplete="new-password"
          value={confirmation}
          disabled={busy}
          error={byField.confirmation.map(describe).join(' ') || undefined}
          onMeetChange={setConfirmation}
        />
        <AuthAlert message={alert || undefined} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('change.saving') : t('change.submit')}
        </button>
      </form>
      <BackToLogin />
    </AuthPage>
  );
}

/** Until the constraints arrive only equality and blankness are checked; the server has the last word. */
const NO_RULES: PasswordConstraints = {
  enabled: false,
  passwordLength: 0,
  oneDigit: false,
  oneLowercase: false,
  oneUppercase: false,
  oneSpecialCharacter: false,
};
