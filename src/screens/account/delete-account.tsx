import { type FormEvent, useState } from 'react';
import { deleteAccount, isWrongPassword } from '../../core/stores/account';
import { errorCode } from '../../core/stores/loadable';
import { Alert } from '../../widgets/alert/alert';
import { PasswordInput } from '../../widgets/inputs/password-input/password-input';
import { Modal } from '../../widgets/modal/modal';
import { useT } from '../../widgets/use-t';

interface Props {
  /** Called once the account is deleted and the session has ended. */
  onDeleted: () => void;
}

/** Account deletion: a confirmation modal that asks for the current password (spec 5). */
export function DeleteAccount({ onDeleted }: Props) {
  const t = useT('account');
  const te = useT('error');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  function show() {
    setPassword('');
    setTried(false);
    setFailure('');
    setWrong(false);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure('');
    if (password === '') return;
    setBusy(true);
    try {
      await deleteAccount(password);
      setOpen(false);
      onDeleted();
    } catch (error) {
      setBusy(false);
      const isWrong = isWrongPassword(error);
      setWrong(isWrong);
      const reason = isWrong ? t('password.currentWrong') : te(`code.${errorCode(error)}`);
      setFailure(`${te('accountDeletionFailed')} ${reason}`);
    }
  }

  const fieldError =
    tried && password === '' ? t('password.currentRequired') : wrong ? t('password.currentWrong') : '';
  return (
    <section className="form" aria-labelledby="account-delete">
      <h2 id="account-delete">{t('delete.heading')}</h2>
      <p>{t('delete.explanation')}</p>
      <div className="actions">
        <button type="button" className="button button--danger" onClick={show}>
          {t('delete.open')}
        </button>
      </div>
      <Modal shown={open} heading={t('delete.confirmTitle')} onCancel={() => setOpen(false)}>
        <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
          <p>{t('delete.confirmMessage')}</p>
          <PasswordInput
            label={t('delete.password')}
            value={password}
            required
            autocomplete="current-password"
            error={fieldError}
            onMeetChange={(value) => {
              setPassword(value);
              setWrong(false);
            }}
          />
          {failure && <Alert>{failure}</Alert>}
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('delete.cancel')}
            </button>
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
