import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { PasswordConstraints } from '../../core/api/types';
import { type PasswordProblem, validateNewPassword } from '../../core/auth/password-rules';
import {
  $passwordConstraints,
  changePassword,
  isWrongPassword,
  loadPasswordConstraints,
} from '../../core/stores/account';
import { errorCode } from '../../core/stores/loadable';
import { Alert } from '../../widgets/alert/alert';
import { PasswordInput } from '../../widgets/inputs/password-input/password-input';
import { useT } from '../../widgets/use-t';

// Before the server's constraints arrive, the length rule alone (at least one character) applies.
const NO_CONSTRAINTS: PasswordConstraints = {
  enabled: false,
  passwordLength: 1,
  oneDigit: false,
  oneLowercase: false,
  oneUppercase: false,
  oneSpecialCharacter: false,
};
const CLASSES = [
  ['oneDigit', 'digit'],
  ['oneLowercase', 'lowercase'],
  ['oneUppercase', 'uppercase'],
  ['oneSpecialCharacter', 'special'],
] as const;

interface Props {
  /** Called once the password has changed and the user is signed out. */
  onSignedOut: () => void;
}

/** The password change: current password, new one and its confirmation; the user is then signed out. */
export function PasswordForm({ onSignedOut }: Props) {
  const t = useT('account');
  const te = useT('error');
  const constraints = useStore($passwordConstraints) ?? NO_CONSTRAINTS;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [currentWrong, setCurrentWrong] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadPasswordConstraints().catch(() => undefined);
  }, []);

  const problems = tried ? validateNewPassword(next, confirmation, constraints) : [];
  const message = (problem: PasswordProblem) =>
    t(`password.problem.${problem}`, { min: constraints.passwordLength });
  const newError = problems
    .filter((p) => p !== 'mismatch')
    .map(message)
    .join(' ');
  const currentError =
    tried && current === '' ? t('password.currentRequired') : currentWrong ? t('password.currentWrong') : '';
  const classes = constraints.enabled
    ? CLASSES.filter(([flag]) => constraints[flag]).map(([, name]) => t(`password.class.${name}`))
    : [];
  const rules = classes.length
    ? t('password.rulesClasses', { min: constraints.passwordLength, classes: classes.join(', ') })
    : t('password.rules', { min: constraints.passwordLength });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure('');
    if (current === '' || validateNewPassword(next, confirmation, constraints).length > 0) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      onSignedOut();
    } catch (error) {
      setBusy(false);
      const wrong = isWrongPassword(error);
      setCurrentWrong(wrong);
      const reason = wrong ? t('password.currentWrong') : te(`code.${errorCode(error)}`);
      setFailure(`${te('passwordChangeFailed')} ${reason}`);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h2>{t('password.heading')}</h2>
      <PasswordInput
        label={t('password.current')}
        value={current}
        required
        autocomplete="current-password"
        error={currentError}
        onMeetChange={(value) => {
          setCurrent(value);
          setCurrentWrong(false);
        }}
      />
      <PasswordInput
        label={t('password.new')}
        value={next}
        required
        autocomplete="new-password"
        helper={rules}
        error={newError}
        onMeetChange={setNext}
      />
      <PasswordInput
        label={t('password.confirmation')}
        value={confirmation}
        required
        autocomplete="new-password"
        error={problems.includes('mismatch') ? message('mismatch') : ''}
        onMeetChange={setConfirmation}
      />
      <p className="muted">{t('password.signOutNotice')}</p>
      {failure && <Alert>{failure}</Alert>}
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('password.submitting') : t('password.submit')}
        </button>
      </div>
    </form>
  );
}
