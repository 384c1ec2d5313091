import { type FormEvent, useState } from 'react';
import { type AdminSubscription, addOrganizer, isLimitRefusal } from '../../../core/admin/subscriptions';
import { ERROR_ALREADY_EXISTS, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

const EMAIL = /^[^\s@;,"<>]+@[^\s@;,"<>]+\.[^\s@;,"<>]+$/;

/** Makes a user an organizer by e-mail; a refused address stays typed with the reason on the field. */
export function AddOrganizerForm({ subscription }: { subscription: AdminSubscription }) {
  const t = useT('subscriptions');
  const te = useT('error');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address))
      return setError(address ? t('organizers.emailInvalid') : t('organizers.emailRequired'));
    setBusy(true);
    const code = await addOrganizer(subscription.uid, address);
    setBusy(false);
    if (isLimitRefusal(code, subscription)) return setError(t('organizers.limitReached'));
    if (code === ERROR_NOT_FOUND) return setError(t('organizers.unknown'));
    if (code === ERROR_ALREADY_EXISTS) return setError(t('organizers.duplicate'));
    if (code !== undefined) return setError(te(`code.${code}`));
    setEmail('');
    setError('');
    notify({ title: t('organizers.heading'), message: t('organizers.added', { email: address }) });
  }

  return (
    <form
      className="inline-form"
      noValidate
      aria-label={t('organizers.addTitle')}
      aria-busy={busy}
      onSubmit={submit}
    >
      <TextInput
        label={t('organizers.email')}
        type="email"
        value={email}
        maxLength={320}
        autocomplete="off"
        required
        error={error}
        onMeetChange={(text) => {
          setEmail(text);
          setError('');
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('organizers.adding') : t('organizers.add')}
      </button>
      {error && (
        <p className="visually-hidden" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
