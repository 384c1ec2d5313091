import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { $serverZones, loadServerZones } from '../../../core/admin/server-zones';
import {
  $user,
  type AdminUser,
  deleteUsers,
  loadUser,
  saveUser,
  startNewUser,
  userForm,
} from '../../../core/admin/users';
import { LANGUAGES } from '../../../core/i18n';
import { notify } from '../../../core/notifications';
import { openRoute, redirectRoute, routeHref } from '../../../core/router';
import { rolesOf } from '../../../core/router/menu';
import { $me } from '../../../core/stores/me';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { Select } from '../../../widgets/inputs/select/select';
import { timeZoneOptions } from '../../../widgets/inputs/select/time-zones';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { ToggleSwitch } from '../../../widgets/inputs/toggle-switch/toggle-switch';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { formatDateTime } from '../format';
import { ResetLink } from './reset-link';

const ROLES = ['userManager', 'administrator', 'systemAdmin'] as const;
const EMAIL = /^[^\s@;,"<>]+@[^\s@;,"<>]+\.[^\s@;,"<>]+$/;

/** One user: roles, server zone, language, time zone, activation and dates; save, delete, reset link. */
export function UserDetail({ id }: { id: string }) {
  const t = useT('users');
  const tc = useT('common');
  const te = useT('error');
  const isNew = id === 'new';
  const form = useStore(userForm.$form);
  const values = useStore(userForm.$values);
  const zones = useStore($serverZones);
  const me = useStore($me);
  const [tried, setTried] = useState(false);
  const loaded = useStore($user);
  useEffect(() => {
    void loadServerZones();
    if (isNew) startNewUser();
    else void loadUser(Number(id));
  }, [id, isNew]);
  const loadFailed = !isNew && loaded.state === 'failed' ? loaded.code : null;

  const old = form.original ?? undefined;
  const set =
    <K extends keyof AdminUser>(field: K) =>
    (value: AdminUser[K]) =>
      userForm.edit(field, value);
  const missing = (value: string) => (tried && value.trim() === '' ? t('form.required') : '');
  const fieldError = (field: keyof AdminUser) =>
    form.field === field && form.code !== undefined ? te(`code.${form.code}`) : '';
  const emailError =
    missing(values.email) ||
    (tried && !EMAIL.test(values.email) ? t('form.emailInvalid') : '') ||
    fieldError('email');
  const grantsSystemAdmin = rolesOf(me).includes('systemAdmin');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!values.firstName.trim() || !values.lastName.trim() || !EMAIL.test(values.email)) return;
    const saved = await saveUser();
    if (!saved) return;
    setTried(false);
    notify({ title: t('title'), message: isNew ? t('form.created') : t('form.saved') });
    if (isNew) redirectRoute('user', { id: String(saved.id) });
  }

  async function remove() {
    if (!old) return;
    const asked = await confirmed({
      title: t('delete.title'),
      message: t('delete.message', { email: old.email }),
      validateLabel: t('delete.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    const [refused] = await deleteUsers([old.id]);
    if (refused !== undefined) {
      notify({ title: t('delete.refused'), message: te(`code.${refused}`) });
      return;
    }
    userForm.load(null);
    notify({ title: t('title'), message: t('delete.done', { email: old.email }) });
    openRoute('users');
  }

  const back = (
    <a className="button button--secondary" href={routeHref('users')}>
      {t('backToList')}
    </a>
  );
  const title = isNew
    ? t('form.newTitle')
    : old
      ? `${old.firstName} ${old.lastName}`.trim() || old.email
      : t('title');

  if (loadFailed !== null)
    return (
      <AdminPage area="users" title={t('title')} aside={back}>
        <p className="alert" role="alert">
          {te(`code.${loadFailed}`)}
        </p>
      </AdminPage>
    );

  return (
    <AdminPage area="users" title={title} aside={back}>
      {(isNew || old) && (
        <form className="form section" noValidate aria-busy={form.saving} onSubmit={submit}>
          <h2>{isNew ? t('form.newHeading') : t('form.heading')}</h2>
          <div className="pair">
            <TextInput
              label={t('form.firstName')}
              value={values.firstName}
              oldValue={old?.firstName}
              required
              maxLength={100}
              error={missing(values.firstName)}
              onMeetChange={set('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              value={values.lastName}
              oldValue={old?.lastName}
              required
              maxLength={100}
              error={missing(values.lastName)}
              onMeetChange={set('lastName')}
            />
          </div>
          <div className="pair">
            <TextInput
              label={t('form.email')}
              type="email"
              value={values.email}
              oldValue={old?.email}
              required
              maxLength={320}
              error={emailError}
              onMeetChange={set('email')}
            />
            <TextInput
              label={t('form.login')}
              helper={isNew ? t('form.loginHelper') : undefined}
              value={values.login}
              oldValue={old?.login}
              maxLength={320}
              onMeetChange={set('login')}
            />
          </div>
          <div className="pair">
            <Select
              label={t('form.language')}
              options={LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
              value={values.language}
              oldValue={old?.language}
              onMeetChange={(value) => set('language')(value as AdminUser['language'])}
            />
            <Select
              label={t('form.timeZone')}
              options={timeZoneOptions(values.timeZoneId)}
              value={values.timeZoneId}
              oldValue={old?.timeZoneId}
              onMeetChange={(value) => set('timeZoneId')(String(value))}
            />
          </div>
          <div className="pair">
            <Select
              label={t('form.serverZone')}
              options={[
                { value: '', label: t('form.noServerZone') },
                ...(zones.state === 'ready' ? zones.data : []).map((zone) => ({
                  value: String(zone.id),
                  label: zone.name,
                })),
              ]}
              value={values.serverZoneId === null ? '' : String(values.serverZoneId)}
              oldValue={old ? (old.serverZoneId === null ? '' : String(old.serverZoneId)) : undefined}
              onMeetChange={(value) => set('serverZoneId')(value === '' ? null : Number(value))}
            />
            <ToggleSwitch
              label={t('form.activated')}
              checked={values.activated}
              oldValue={old?.activated}
              onMeetChange={set('activated')}
            />
          </div>
          <fieldset className="roles">
            <legend>{t('form.roles')}</legend>
            {ROLES.map((role) => (
              <Checkbox
                key={role}
                label={t(`role.${role}`)}
                checked={values.roles.includes(role)}
                oldValue={old ? old.roles.includes(role) : undefined}
                disabled={role === 'systemAdmin' && !grantsSystemAdmin}
                onMeetChange={(checked) =>
                  set('roles')(checked ? [...values.roles, role] : values.roles.filter((r) => r !== role))
                }
              />
            ))}
          </fieldset>
          {old && (
            <dl className="facts">
              <dt>{t('form.registrationDate')}</dt>
              <dd>{formatDateTime(old.registrationDate)}</dd>
              <dt>{t('form.lastLoginDate')}</dt>
              <dd>{formatDateTime(old.lastLoginDate) || t('form.never')}</dd>
              <dt>{t('form.source')}</dt>
              <dd>{old.source}</dd>
            </dl>
          )}
          {form.code !== undefined && (
            <p className="alert" role="alert">
              {t('form.saveFailed')} {te(`code.${form.code}`)}
            </p>
          )}
          <div className="actions">
            {old && (
              <button type="button" className="button button--danger" onClick={remove}>
                {t('delete.open')}
              </button>
            )}
            <button type="submit" className="button" disabled={form.saving}>
              {form.saving ? t('form.saving') : isNew ? t('form.create') : t('form.save')}
            </button>
          </div>
        </form>
      )}
      {old && <ResetLink userId={old.id} />}
      {!isNew && !old && (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      )}
    </AdminPage>
  );
}
