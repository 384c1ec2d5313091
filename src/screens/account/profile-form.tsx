import { type FormEvent, useMemo, useState } from 'react';
import type { Me } from '../../core/api/types';
import { isLanguage, LANGUAGES } from '../../core/i18n';
import { isInternalAccount, saveProfile } from '../../core/stores/account';
import { errorCode } from '../../core/stores/loadable';
import { hasUnsafeCharacters } from '../../core/validators';
import { Alert } from '../../widgets/alert/alert';
import { useLanguage } from '../../widgets/chart/use-language';
import { Select } from '../../widgets/inputs/select/select';
import { timeZoneOptions } from '../../widgets/inputs/select/time-zones';
import { TextInput } from '../../widgets/inputs/text-input/text-input';
import { useT } from '../../widgets/use-t';

interface Props {
  me: Me;
}

/** The profile: first name, last name, language and time zone; read-only for external accounts. */
export function ProfileForm({ me }: Props) {
  const t = useT('account');
  const te = useT('error');
  const tc = useT('common');
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [language, setLanguage] = useState(me.language);
  const [timeZone, setTimeZone] = useState(me.timeZoneID);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const shown = useLanguage();
  const zones = useMemo(() => timeZoneOptions(me.timeZoneID, shown), [me.timeZoneID, shown]);
  const languages = LANGUAGES.map((code) => ({ value: code, label: tc(`language.${code}`) }));

  if (!isInternalAccount(me)) {
    const zone = zones.find((z) => z.value === me.timeZoneID)?.label ?? me.timeZoneID;
    return (
      <section className="form" aria-labelledby="account-information">
        <h2 id="account-information">{t('information.heading')}</h2>
        <Alert tone="info">{t('information.external')}</Alert>
        <dl className="facts">
          <dt>{t('information.firstName')}</dt>
          <dd>{me.firstName}</dd>
          <dt>{t('information.lastName')}</dt>
          <dd>{me.lastName}</dd>
          <dt>{t('information.email')}</dt>
          <dd>{me.email}</dd>
          <dt>{t('information.language')}</dt>
          <dd>{tc(`language.${me.language}`)}</dd>
          <dt>{t('information.timeZone')}</dt>
          <dd>{zone}</dd>
        </dl>
      </section>
    );
  }

  // An invisible character is named as soon as it is typed or pasted: it cannot be seen.
  const problem = (value: string) =>
    (tried && value.trim() === '' ? t('information.required') : '') ||
    (hasUnsafeCharacters(value) ? tc('unsafeCharacters') : '');
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure('');
    if (firstName.trim() === '' || lastName.trim() === '') return;
    if (hasUnsafeCharacters(firstName) || hasUnsafeCharacters(lastName)) return;
    setBusy(true);
    try {
      await saveProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        language,
        timeZoneId: timeZone,
      });
    } catch (error) {
      setFailure(`${t('information.saveFailed')} ${te(`code.${errorCode(error)}`)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h2>{t('information.heading')}</h2>
      <p className="muted value">{t('information.emailLine', { email: me.email })}</p>
      <div className="pair">
        <TextInput
          label={t('information.firstName')}
          value={firstName}
          oldValue={me.firstName}
          required
          autocomplete="given-name"
          maxLength={100}
          error={problem(firstName)}
          onMeetChange={setFirstName}
        />
        <TextInput
          label={t('information.lastName')}
          value={lastName}
          oldValue={me.lastName}
          required
          autocomplete="family-name"
          maxLength={100}
          error={problem(lastName)}
          onMeetChange={setLastName}
        />
      </div>
      <div className="pair">
        <Select
          label={t('information.language')}
          options={languages}
          value={language}
          oldValue={me.language}
          onMeetChange={(value) => isLanguage(value) && setLanguage(value)}
        />
        <Select
          label={t('information.timeZone')}
          options={zones}
          value={timeZone}
          oldValue={me.timeZoneID}
          onMeetChange={(value) => setTimeZone(String(value))}
        />
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('information.saving') : t('information.save')}
        </button>
      </div>
    </form>
  );
}
