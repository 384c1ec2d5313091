import { type FormEvent, useState } from 'react';
import { type AdminTag, addTagUser } from '../../../core/admin/tags';
import { ERROR_INVALID_PROPERTY_VALUE, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { Select } from '../../../widgets/inputs/select/select';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

/** The value choice that sends no value: the tag's default rule applies. */
const DEFAULT_CHOICE = 0;

/** Gives a user (by e-mail) a value for the tag: one of its rules, or its default value. */
export function AddUserForm({ tag }: { tag: AdminTag }) {
  const t = useT('tags');
  const te = useT('error');
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<number>(DEFAULT_CHOICE);
  const [errors, setErrors] = useState<{ email?: string; value?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);
  const fallback = tag.rules.find((rule) => rule.defaultValue);
  const options = [
    {
      value: DEFAULT_CHOICE,
      label: fallback ? t('users.defaultChoice', { value: fallback.value }) : t('users.noDefault'),
    },
    ...tag.rules.map((rule) => ({ value: rule.id, label: rule.value })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setErrors({ email: address === '' ? t('users.emailRequired') : t('users.emailInvalid') });
      return;
    }
    const value = tag.rules.find((rule) => rule.id === choice)?.value;
    setBusy(true);
    const result = await addTagUser(tag.id, address, value);
    setBusy(false);
    if (!result.done) {
      const text = te(`code.${result.code}`);
      const field =
        { [ERROR_NOT_FOUND]: 'email', [ERROR_INVALID_PROPERTY_VALUE]: 'value' }[result.code] ?? 'other';
      return setErrors({ [field]: text });
    }
    setErrors({});
    setEmail('');
    notify({ title: t('users.heading'), message: t('users.added', { email: address }) });
  }

  const message = errors.email ?? errors.value ?? errors.other;
  return (
    <form
      className="inline-form"
      noValidate
      aria-label={t('users.addTitle')}
      aria-busy={busy}
      onSubmit={submit}
    >
      <TextInput
        label={t('users.email')}
        type="email"
        value={email}
        maxLength={320}
        required
        autocomplete="off"
        error={errors.email}
        onMeetChange={(text) => {
          setEmail(text);
          setErrors({});
        }}
      />
      <Select
        label={t('users.value')}
        options={options}
        value={choice}
        error={errors.value}
        helper={!fallback && choice === DEFAULT_CHOICE ? t('users.noDefaultHelper') : undefined}
        onMeetChange={(value) => {
          setChoice(Number(value));
          setErrors({});
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('users.adding') : t('users.add')}
      </button>
      {message && (
        <p className="alert add-user__alert" role="alert">
          {te('tagAddUser')} {errors.other ?? ''}
        </p>
      )}
    </form>
  );
}
