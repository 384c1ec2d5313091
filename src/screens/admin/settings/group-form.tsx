import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  $saveRefusal,
  $settingsGateways,
  ensureSettingsGroup,
  type GroupValues,
  loadSettingsGateways,
  loadSettingsGroup,
  saveSettingsGroup,
  settingsForms,
  settingsLoads,
} from '../../../core/admin/settings';
import {
  failedParts,
  LOAD_FAILURES,
  type SettingField,
  type SettingsGroupRow,
  withValueAt,
} from '../../../core/admin/settings-fields';
import { groupWarnings } from '../../../core/admin/settings-warnings';
import { ERROR_MANDATORY_SETTING } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { FormActions } from '../kit/form-actions';
import { ApiClients } from './api-clients';
import { GdprImport } from './gdpr-import';
import { SettingInput } from './setting-input';

/** The fields of a group in parts: those of `ldap.*` together, and so on; plain fields first. */
function parts(fields: readonly SettingField[]): [string, SettingField[]][] {
  const byPart = new Map<string, SettingField[]>();
  for (const field of fields) {
    const part = field.path.includes('.') ? (field.path.split('.')[0] ?? '') : '';
    byPart.set(part, [...(byPart.get(part) ?? []), field]);
  }
  return [...byPart];
}

const ready = <T,>(state: { state: string; data?: T }) =>
  state.state === 'ready' ? (state.data ?? null) : null;

/** One settings group: its fields with their old values, its warnings, save, and the group's extras. */
export function GroupForm({ group }: { group: SettingsGroupRow }) {
  // i18n-keys: settings:field.* settings:part.* settings:warning.* settings:loadFailure.*
  const t = useT('settings');
  const te = useT('error');
  const id = group.id;
  const store = settingsForms[id];
  const form = useStore(store.$form);
  const values = useStore(store.$values);
  const edited = useStore(store.$edited);
  // The last save succeeded: its message shows, and takes the focus, until the next edit.
  const [saved, setSaved] = useState(false);
  const load = useStore(settingsLoads[id]);
  const refusal = useStore($saveRefusal);
  const gateways = useStore($settingsGateways);
  const storage = useStore(settingsLoads.storage);
  const recording = useStore(settingsLoads.recording);
  useEffect(() => {
    $saveRefusal.set(null);
    void loadSettingsGroup(id);
    if (id === 'meetingAccess' || id === 'recording') void loadSettingsGateways();
    if (id === 'recording') void ensureSettingsGroup('storage');
    if (id === 'storage') void ensureSettingsGroup('recording');
  }, [id]);

  const label = (path: string) => t(`field.${id}.${path}`);
  const refused = refusal?.group === id ? refusal : null;
  const warnings = groupWarnings(id, form.original ? values : null, {
    storage: ready(storage) as never,
    recording: ready(recording) as never,
    gateways: ready(gateways),
  });
  const warningOf = (path: string) =>
    warnings
      .filter((warning) => warning.field === path)
      .map((warning) => t(`warning.${warning.key}`))
      .join(' ') || undefined;

  function change(path: string, value: unknown) {
    const [head = '', ...rest] = path.split('.');
    store.edit(head, rest.length ? withValueAt(values[head], rest.join('.'), value) : value);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!(await saveSettingsGroup(id)).done) return;
    notify({ title: t(`group.${id}`), message: t('saved') });
    setSaved(true);
  }

  // A group that reaches one other server names it when it fails; one of several parts is named by the server's
  // `loadFailures`, never guessed (the request failing says nothing of which part would have).
  const [only, ...more] = LOAD_FAILURES[id] ?? [];
  if (load.state === 'failed')
    return (
      <Alert>
        {only !== undefined && more.length === 0 && <p>{t(`loadFailure.${only}`)}</p>}
        <p>{te(`code.${load.code}`)}</p>
      </Alert>
    );
  if (!form.original)
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );

  const render = (field: SettingField) => (
    <SettingInput
      key={field.path}
      group={id}
      field={field}
      values={values}
      original={form.original as GroupValues}
      error={refused?.fields.includes(field.path) ? te(`code.${refused.code}`) : undefined}
      warning={warningOf(field.path)}
      onChange={change}
    />
  );

  return (
    <>
      <form className="form section settings-form" noValidate aria-busy={form.saving} onSubmit={submit}>
        <h2>{t(`group.${id}`)}</h2>
        {failedParts(form.original).length > 0 && (
          <Alert>
            {failedParts(form.original).map((part) => (
              <p key={part}>{t(`loadFailure.${part}`)}</p>
            ))}
          </Alert>
        )}
        {parts(group.fields).map(([part, fields]) =>
          part === '' ? (
            fields.map(render)
          ) : (
            <fieldset key={part} className="part">
              <legend>{t(`part.${part}`)}</legend>
              {fields.map(render)}
            </fieldset>
          ),
        )}
        {refused && (
          <Alert>
            {refused.code === ERROR_MANDATORY_SETTING
              ? `${t('mandatory')} ${refused.fields.map(label).join(', ')}`
              : `${t('saveFailed')} ${te(`code.${refused.code}`)}${
                  refused.fields.length ? ` (${refused.fields.map(label).join(', ')})` : ''
                }`}
          </Alert>
        )}
        {saved && !edited && (
          <Alert tone="success" takeFocus>
            {t('saved')}
          </Alert>
        )}
        <FormActions submit={t('save')} saving={form.saving} onUndo={() => store.reset()} />
      </form>
      {id === 'authentication' && <ApiClients />}
      {id === 'gdpr' && <GdprImport />}
    </>
  );
}
