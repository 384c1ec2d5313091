import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { loadServerZones } from '../../../core/admin/server-zones';
import {
  type AdminUser,
  deleteUsers,
  isExternalAccount,
  saveUser,
  userDetail,
  userForm,
} from '../../../core/admin/users';
import { mayActOn } from '../../../core/api/authority';
import { formatDateTime } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { openRoute, redirectRoute } from '../../../core/router';
import { rolesOf } from '../../../core/router/menu';
import { $me } from '../../../core/stores/me';
import { hasUnsafeCharacters, isEmail } from '../../../core/validators';
import { Alert } from '../../../widgets/alert/alert';
import { requestHeadingFocus } from '../../../widgets/focus/focus-heading';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { DetailPage } from '../kit/detail-page';
import { FormActions } from '../kit/form-actions';
import { HistoryLink } from '../kit/history-link';
import { useTellRefusal } from '../kit/use-refusal';
import { ResetLink } from './reset-link';
import { UserFields } from './user-fields';

/**
 * One user: roles, server zone, language, time zone, activation, dates and where the account comes from; save,
 * delete, and a reset link for an internal account (an external one's password is kept by its directory).
 */
export function UserDetail({ id }: { id: string }) {
  const t = useT('users');
  const tell = useTellRefusal();
  const tc = useT('common');
  const te = useT('error');
  const isNew = id === 'new';
  const form = useStore(userForm.$form);
  const values = useStore(userForm.$values);
  const [tried, setTried] = useState(false);
  const edited = useStore(userForm.$edited);
  // The last save succeeded: its message shows, and takes the focus, until the next edit.
  const [saved, setSaved] = useState(false);
  const me = useStore($me);
  useEffect(() => {
    void loadServerZones();
  }, []);

  const old = form.original ?? undefined;
  // An account holding a role beyond the signed-in user's authority is shown, never offered for a change.
  const changeable = !old || mayActOn(rolesOf(me), old.roles);
  const missing = (value: string) => (tried && value.trim() === '' ? t('form.required') : '');
  // Shown as soon as typed or pasted: the characters themselves cannot be seen.
  const unsafe = (value: string) => (hasUnsafeCharacters(value) ? tc('unsafeCharacters') : '');
  const texts = [values.firstName, values.lastName, values.email, values.login];
  const fieldError = (field: keyof AdminUser) =>
    form.field === field && form.code !== undefined ? te(`code.${form.code}`) : '';
  const emailError =
    missing(values.email) ||
    unsafe(values.email) ||
    (tried && !isEmail(values.email) ? t('form.emailInvalid') : '') ||
    fieldError('email');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setSaved(false);
    if (!values.firstName.trim() || !values.lastName.trim() || !isEmail(values.email)) return;
    if (texts.some(hasUnsafeCharacters)) return;
    const saved = await saveUser();
    if (!saved.done) return;
    setTried(false);
    notify({ title: t('title'), message: isNew ? t('form.created') : t('form.saved') });
    if (!isNew) return setSaved(true);
    // The created record's page takes the focus at its heading.
    requestHeadingFocus();
    redirectRoute('user', { id: String(saved.value.id) });
  }

  async function remove() {
    if (!old) return;
    const asked = await confirmed({
      destructive: true,
      title: t('delete.title'),
      message: t('delete.message', { email: old.email }),
      validateLabel: t('delete.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (!tell(t('delete.refused'), await deleteUsers([old.id]))) return;
    userForm.load(null);
    notify({ title: t('title'), message: t('delete.done', { email: old.email }) });
    requestHeadingFocus();
    openRoute('users');
  }

  return (
    <DetailPage
      area="users"
      record={userDetail}
      id={id}
      title={(user) =>
        isNew ? t('form.newTitle') : `${user.firstName} ${user.lastName}`.trim() || user.email
      }
      fallbackTitle={t('title')}
      back={{ route: 'users', label: t('backToList') }}
      actions={(user) => !isNew && <HistoryLink recordType="user" recordId={user.id} />}
    >
      {() => (
        <>
          {(isNew || old) && (
            <form className="form section" noValidate aria-busy={form.saving} onSubmit={submit}>
              <h2>{isNew ? t('form.newHeading') : t('form.heading')}</h2>
              {!changeable && <p className="muted read-only">{t('form.beyondAuthority')}</p>}
              <fieldset className="fieldset-contents" disabled={!changeable}>
                <UserFields
                  values={values}
                  old={old}
                  isNew={isNew}
                  errors={{
                    firstName: missing(values.firstName) || unsafe(values.firstName),
                    lastName: missing(values.lastName) || unsafe(values.lastName),
                    email: emailError,
                    login: unsafe(values.login) || fieldError('login'),
                  }}
                />
              </fieldset>
              {old && (
                <dl className="facts">
                  <dt>{t('form.registrationDate')}</dt>
                  <dd>{formatDateTime(old.registrationDate)}</dd>
                  <dt>{t('form.lastLoginDate')}</dt>
                  <dd>{formatDateTime(old.lastLoginDate) || t('form.never')}</dd>
                  <dt>{t('form.source')}</dt>
                  <dd>{t(`form.sourceName.${old.source}`)}</dd>
                </dl>
              )}
              {old && isExternalAccount(old) && <p className="muted">{t(`form.external.${old.source}`)}</p>}
              {form.code !== undefined && (
                <Alert>
                  {t('form.saveFailed')} {te(`code.${form.code}`)}
                </Alert>
              )}
              {saved && !edited && (
                <Alert tone="success" takeFocus>
                  {t('form.saved')}
                </Alert>
              )}
              {changeable && (
                <FormActions submit={isNew ? t('form.create') : t('form.save')} saving={form.saving}>
                  {old && (
                    <button type="button" className="button button--danger" onClick={remove}>
                      {t('delete.open')}
                    </button>
                  )}
                </FormActions>
              )}
            </form>
          )}
          {old && changeable && !isExternalAccount(old) && <ResetLink userId={old.id} />}
        </>
      )}
    </DetailPage>
  );
}
