import { SETTING_LANGUAGES } from '../../../core/admin/settings-fields';
import type { components } from '../../../core/api/schema';
import { Select } from '../../../widgets/inputs/select/select';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

type PhoneNumber = components['schemas']['PhoneNumber'];

/** Props of the phone-number entries: the entries shown, those stored, and the new list on each change. */
export interface PhoneNumbersProps {
  label: string;
  entries: PhoneNumber[];
  original: PhoneNumber[];
  onChange: (entries: PhoneNumber[]) => void;
}

const BLANK: PhoneNumber = { identifier: '', language: 'en', country: '', phoneNumber: '' };

/** The phone numbers of the incoming PSTN access: identifier, language, country and number, each editable. */
export function PhoneNumbers({ label, entries, original, onChange }: PhoneNumbersProps) {
  const t = useT('settings');
  const tc = useT('common');
  const change = (index: number, patch: Partial<PhoneNumber>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="phones">
      <legend>{label}</legend>
      {entries.length === 0 && <p className="muted">{t('phones.none')}</p>}
      {entries.map((entry, index) => {
        const before = original[index];
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
          <fieldset className="phone" key={index}>
            <legend className="visually-hidden">{t('phones.entry', { n })}</legend>
            <TextInput
              label={t('phones.identifier')}
              value={entry.identifier}
              oldValue={before?.identifier}
              maxLength={64}
              onMeetChange={(identifier) => change(index, { identifier })}
            />
            <Select
              label={t('phones.language')}
              options={SETTING_LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
              value={entry.language}
              oldValue={before?.language}
              onMeetChange={(language) => change(index, { language: language as PhoneNumber['language'] })}
            />
            <TextInput
              label={t('phones.country')}
              value={entry.country}
              oldValue={before?.country}
              maxLength={2}
              letterCase="upper"
              onMeetChange={(country) => change(index, { country })}
            />
            <TextInput
              label={t('phones.number')}
              type="tel"
              value={entry.phoneNumber}
              oldValue={before?.phoneNumber}
              maxLength={32}
              onMeetChange={(phoneNumber) => change(index, { phoneNumber })}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange(entries.filter((_e, i) => i !== index))}
            >
              {t('phones.remove', { n })}
            </button>
          </fieldset>
        );
      })}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...entries, BLANK])}
        >
          {t('phones.add')}
        </button>
      </div>
    </fieldset>
  );
}
