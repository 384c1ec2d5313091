import { useStore } from '@nanostores/react';
import { $serverZones } from '../../../core/admin/server-zones';
import { type AdminUser, userForm } from '../../../core/admin/users';
import { authorityOf, ROLES } from '../../../core/api/authority';
import { LANGUAGES } from '../../../core/i18n';
import { rolesOf } from '../../../core/router/menu';
import { $me } from '../../../core/stores/me';
import { Checkbox } from '../../../widgets/inputs/checkbox/checkbox';
import { Select } from '../../../widgets/inputs/select/select';
import { timeZoneOptions } from '../../../widgets/inputs/select/time-zones';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { ToggleSwitch } from '../../../widgets/inputs/toggle-switch/toggle-switch';
import { useT } from '../../../widgets/use-t';

/** Props of a user's fields: what they show, the loaded record (old values), the messages of the checked ones. */
export interface UserFieldsProps {
  values: AdminUser;
  old?: AdminUser;
  isNew: boolean;
  errors: { firstName: string; lastName: string; email: string; login: string };
}

/** A user's fields, each with its old value: names, e-mail, login, language, time zone, server zone, activation, roles. */
export function UserFields({ values, old, isNew, errors }: UserFieldsProps) {
  const t = useT('users');
  const tc = useT('common');
  const zones = useStore($serverZones);
  const me = useStore($me);
  const set =
    <K extends keyof AdminUser>(field: K) =>
    (value: AdminUser[K]) =>
      userForm.edit(field, value);
  // A role beyond the signed-in user's authority (the contract's x-grantable-roles) is shown, not offered.
  const grantable = authorityOf(rolesOf(me));
  return (
    <>
      <div className="pair">
        <TextInput
          label={t('form.firstName')}
          value={values.firstName}
          oldValue={old?.firstName}
          required
          maxLength={100}
          error={errors.firstName}
          onMeetChange={set('firstName')}
        />
        <TextInput
          label={t('form.lastName')}
          value={values.lastName}
          oldValue={old?.lastName}
          required
          maxLength={100}
          error={errors.lastName}
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
          error={errors.email}
          onMeetChange={set('email')}
        />
        <TextInput
          label={t('form.login')}
          helper={isNew ? t('form.loginHelper') : undefined}
          value={values.login}
          oldValue={old?.login}
          maxLength={320}
          error={errors.login}
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
            disabled={!grantable.has(role)}
            onMeetChange={(checked) =>
              set('roles')(checked ? [...values.roles, role] : values.roles.filter((r) => r !== role))
            }
          />
        ))}
      </fieldset>
    </>
  );
}
