import { SETTING_LANGUAGES } from '../../../core/admin/settings-fields';
import type { components } from '../../../core/api/schema';
import { Select } from '../../../widgets/inputs/select/select';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';
import { ListEditor } from '../kit/list-editor';

type PhoneNumber = components['schemas']['PhoneNumber'];

/** Props of the phone-number entries: the entries shown, those stored, and the new list on each change. */
export interface PhoneNumbersProps {
  label: string;
  entries: PhoneNumber[];
  original: PhoneNumber[];
  onChange: (entries: PhoneNumber[]) => void;
}

/** The phone numbers of the incoming PSTN access: identifier, language, country and number, each editable. */
export function PhoneNumbers(props: PhoneNumbersProps) {
  const t = useT('settings');
  const tc = useT('common');
  return (
    <ListEditor
      {...props}
      blank={{ identifier: '', language: 'en', country: '', phoneNumber: '' }}
      none={t('phones.none')}
      entryLabel={(n) => t('phones.entry', { n })}
      addLabel={t('phones.add')}
      removeLabel={(n) => t('phones.remove', { n })}
      fields={(entry, before, change) => (
        <>
          <TextInput
            label={t('phones.identifier')}
            value={entry.identifier}
            oldValue={before?.identifier}
            maxLength={64}
            onMeetChange={(identifier) => change({ identifier })}
          />
          <Select
            label={t('phones.language')}
            options={SETTING_LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }))}
            value={entry.language}
            oldValue={before?.language}
            onMeetChange={(language) => change({ language: language as PhoneNumber['language'] })}
          />
          <TextInput
            label={t('phones.country')}
            value={entry.country}
            oldValue={before?.country}
            maxLength={2}
            letterCase="upper"
            onMeetChange={(country) => change({ country })}
          />
          <TextInput
            label={t('phones.number')}
            type="tel"
            value={entry.phoneNumber}
            oldValue={before?.phoneNumber}
            maxLength={32}
            onMeetChange={(phoneNumber) => change({ phoneNumber })}
          />
        </>
      )}
    />
  );
}
