import { type FormEvent, useState } from 'react';
import { addForcedContact } from '../../../core/admin/subscriptions';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

const BLANK = { email: '', firstName: '', lastName: '' };

/** Adds a forced contact: e-mail, first name and last name, all required. */
export function AddContactForm({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const te = useT('error');
  const [contact, setContact] = useState(BLANK);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof BLANK>) => {
    setContact({ ...contact, ...patch });
    setError('');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = {
      email: contact.email.trim(),
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
    };
    if (!isEmail(wanted.email)) return setError(t('contacts.emailInvalid'));
    if (!wanted.firstName || !wanted.lastName) return setError(t('contacts.namesRequired'));
    setBusy(true);
    const result = await addForcedContact(uid, wanted);
    setBusy(false);
    if (!result.done)
      return setError(
        result.code === ERROR_ALREADY_EXISTS ? t('contacts.duplicate') : te(`code.${result.code}`),
      );
    setContact(BLANK);
    notify({ title: t('contacts.heading'), message: t('contacts.added', { email: wanted.email }) });
  }

  return (
    <form
      className="inline-form"
      noValidate
      aria-label={t('contacts.addTitle')}
      aria-busy={busy}
      onSubmit={submit}
    >
      <TextInput
        label={t('contacts.column.email')}
        type="email"
        value={contact.email}
        maxLength={320}
        autocomplete="off"
        required
        onMeetChange={(email) => set({ email })}
      />
      <TextInput
        label={t('contacts.column.firstName')}
        value={contact.firstName}
        maxLength={100}
        required
        onMeetChange={(firstName) => set({ firstName })}
      />
      <TextInput
        label={t('contacts.column.lastName')}
        value={contact.lastName}
        maxLength={100}
        required
        onMeetChange={(lastName) => set({ lastName })}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('contacts.adding') : t('contacts.add')}
      </button>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
