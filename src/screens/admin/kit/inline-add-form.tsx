import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';

/** Props of a one-field add form: its texts, its field's rules, the check before sending and the add itself. */
export interface InlineAddFormProps {
  /** The form's accessible name ("Add an organizer"); the button's text by default. */
  title?: string;
  label: string;
  button: string;
  /** The button's text while the add is on its way ("Adding…" by default). */
  busyButton?: string;
  type?: 'text' | 'email';
  maxLength: number;
  /** Checks the trimmed value before sending: the translated error, or undefined when it may be sent. */
  check?: (value: string) => string | undefined;
  /** Adds the trimmed value: the translated error to show on the field, or undefined once added. */
  add: (value: string) => Promise<string | undefined>;
}

/**
 * The admin kit's one-field add form: a field, its button and its translated error. A refused value stays typed with
 * the reason on the field (and read out); an added one empties the field for the next.
 */
export function InlineAddForm({
  title,
  label,
  button,
  busyButton,
  type,
  maxLength,
  check,
  add,
}: InlineAddFormProps) {
  const t = useT('admin');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = value.trim();
    const refused = check?.(wanted);
    if (refused) return setError(refused);
    if (wanted === '') return;
    setBusy(true);
    const failure = await add(wanted);
    setBusy(false);
    setError(failure ?? '');
    if (failure === undefined) setValue('');
  }

  return (
    <form className="inline-form" noValidate aria-label={title ?? button} aria-busy={busy} onSubmit={submit}>
      <TextInput
        label={label}
        type={type}
        value={value}
        maxLength={maxLength}
        autocomplete="off"
        required
        error={error}
        onMeetChange={(text) => {
          setValue(text);
          setError('');
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? (busyButton ?? t('adding')) : button}
      </button>
      {error && (
        <p className="visually-hidden" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
