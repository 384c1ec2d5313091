import { fileAsBase64 } from '../../../core/admin/settings';
import {
  DELAY_UNITS,
  SETTING_LANGUAGES,
  type SettingField,
  valueAt,
} from '../../../core/admin/settings-fields';
import { FileImport } from '../../../widgets/inputs/file-import/file-import';
import { NumberInput } from '../../../widgets/inputs/number-input/number-input';
import { PasswordInput } from '../../../widgets/inputs/password-input/password-input';
import { Select } from '../../../widgets/inputs/select/select';
import { timeZoneOptions } from '../../../widgets/inputs/select/time-zones';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { Textarea } from '../../../widgets/inputs/textarea/textarea';
import { ToggleSwitch } from '../../../widgets/inputs/toggle-switch/toggle-switch';
import { useT } from '../../../widgets/use-t';
import { ListEditor, type ListEditorKind } from '../kit/list-editor';
import { phoneNumbers, turnServers } from './list-editors';

/** Props of one setting's input: the field, the group's values and stored values, and how to change it. */
export interface SettingInputProps {
  group: string;
  field: SettingField;
  values: unknown;
  original: unknown;
  error?: string;
  warning?: string;
  onChange: (path: string, value: unknown) => void;
}

type Delay = { value: number; unit: (typeof DELAY_UNITS)[number] };

/** The fitting input of a setting (spec 3): toggle, number with its unit, delay, select, secret, list... */
export function SettingInput({
  group,
  field,
  values,
  original,
  error,
  warning,
  onChange,
}: SettingInputProps) {
  // i18n-keys: settings:field.* settings:option.* common:language.*
  const t = useT('settings');
  const tc = useT('common');
  const { path } = field;
  const label = t(`field.${group}.${path}`);
  const value = valueAt(values, path);
  const old = original ? valueAt(original, path) : undefined;
  const set = (next: unknown) => onChange(path, next);
  const common = { label, error, warning };

  switch (field.kind) {
    case 'toggle':
      return (
        <ToggleSwitch {...common} checked={Boolean(value)} oldValue={old as boolean} onMeetChange={set} />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          label={field.unit ? `${label} (${t(`unit.${field.unit}`)})` : label}
          value={value as number}
          oldValue={old as number}
          min={field.min}
          max={field.max}
          onMeetChange={set}
        />
      );
    case 'select': {
      const options =
        path === 'defaultTimezone'
          ? timeZoneOptions(String(value ?? ''))
          : (field.options ?? []).map((option) => ({
              value: option,
              label:
                path === 'defaultLanguage'
                  ? tc(`language.${option}`)
                  : typeof option === 'number'
                    ? `${option}p`
                    : t(`option.${option}`),
            }));
      return (
        <Select
          {...common}
          options={options}
          value={value as string}
          oldValue={old as string}
          onMeetChange={(next) => set(typeof field.options?.[0] === 'number' ? Number(next) : next)}
        />
      );
    }
    case 'secret': {
      const isSet = Boolean(original ? valueAt(original, `${path}Set`) : false);
      return (
        <PasswordInput
          {...common}
          value={(value as string) ?? ''}
          oldValue=""
          autocomplete="new-password"
          helper={isSet ? t('secret.set') : t('secret.notSet')}
          onMeetChange={set}
        />
      );
    }
    case 'keyFile': {
      const isSet = Boolean(original ? valueAt(original, `${path}Set`) : false);
      return (
        <FileImport
          {...common}
          accept=".p12,.pfx,application/x-pkcs12"
          helper={isSet ? t('secret.keySet') : t('secret.keyNotSet')}
          onMeetChange={async (file) => set(file ? await fileAsBase64(file) : '')}
        />
      );
    }
    case 'longText':
      return (
        <Textarea {...common} value={(value as string) ?? ''} oldValue={old as string} onMeetChange={set} />
      );
    case 'list':
      return (
        <Textarea
          {...common}
          helper={t('onePerLine')}
          value={((value as string[]) ?? []).join('\n')}
          oldValue={((old as string[]) ?? []).join('\n')}
          onMeetChange={(text) => set(text.split('\n'))}
        />
      );
    case 'delay': {
      const delay = (value as Delay) ?? { value: 0, unit: 'days' };
      const before = old as Delay | undefined;
      return (
        <fieldset className="delay">
          <legend>{label}</legend>
          <NumberInput
            label={t('delay.value')}
            value={delay.value}
            oldValue={before?.value}
            max={100_000}
            error={error}
            onMeetChange={(next) => set({ ...delay, value: next })}
          />
          <Select
            label={t('delay.unit')}
            options={DELAY_UNITS.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
            value={delay.unit}
            oldValue={before?.unit}
            onMeetChange={(next) => set({ ...delay, unit: next })}
          />
        </fieldset>
      );
    }
    case 'localized': {
      const texts = (value as Record<string, string>) ?? {};
      const before = old as Record<string, string> | undefined;
      const max = field.recommended;
      return (
        <fieldset className="localized">
          <legend>{label}</legend>
          {max !== undefined && <p className="muted">{t('gdpr.recommended', { max })}</p>}
          {SETTING_LANGUAGES.map((language) => (
            <Textarea
              key={language}
              label={tc(`language.${language}`)}
              value={texts[language] ?? ''}
              oldValue={before?.[language]}
              warning={
                max !== undefined && (texts[language] ?? '').length > max
                  ? t('gdpr.tooLong', { max })
                  : undefined
              }
              maxLength={20_000}
              onMeetChange={(text) => set({ ...texts, [language]: text })}
            />
          ))}
        </fieldset>
      );
    }
    case 'turns':
    case 'phones':
      return (
        <ListEditor
          {...((field.kind === 'phones' ? phoneNumbers(t, tc) : turnServers(t)) as unknown as ListEditorKind<
            Record<string, string>
          >)}
          label={label}
          entries={(value as never) ?? []}
          original={(old as never) ?? []}
          onChange={set}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={(value as string) ?? ''}
          oldValue={old as string}
          maxLength={2000}
          onMeetChange={set}
        />
      );
  }
}
