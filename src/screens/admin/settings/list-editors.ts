import { SETTING_LANGUAGES } from '../../../core/admin/settings-fields';
import type { components } from '../../../core/api/schema';
import type { Translator } from '../../../core/i18n';
import type { ListEditorKind } from '../kit/list-editor';

type PhoneNumber = components['schemas']['PhoneNumber'];
type TurnServer = components['schemas']['MeetingAccessSettings']['turnServers'][number];

/** The phone numbers of the incoming PSTN access: identifier, language, country and number. */
export const phoneNumbers = (
  t: Translator<'settings'>,
  tc: Translator<'common'>,
): ListEditorKind<PhoneNumber> => ({
  blank: { identifier: '', language: 'en', country: '', phoneNumber: '' },
  words: (key, n) => t(`phones.${key}`, { n }),
  fields: [
    { name: 'identifier', label: t('phones.identifier'), maxLength: 64 },
    {
      name: 'language',
      label: t('phones.language'),
      options: SETTING_LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) })),
    },
    { name: 'country', label: t('phones.country'), maxLength: 2, letterCase: 'upper' },
    { name: 'phoneNumber', label: t('phones.number'), type: 'tel', maxLength: 32 },
  ],
});

/** The TURN servers of the meeting access: address, user name and credential. */
export const turnServers = (t: Translator<'settings'>): ListEditorKind<TurnServer> => ({
  blank: { url: '', username: '', credential: '' },
  words: (key, n) => t(`turn.${key}`, { n }),
  fields: [
    { name: 'url', label: t('turn.url'), maxLength: 256 },
    { name: 'username', label: t('turn.username'), maxLength: 256 },
    { name: 'credential', label: t('turn.credential'), maxLength: 512 },
  ],
});
