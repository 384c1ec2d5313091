import { type FormEvent, useState } from 'react';
import type { Refusal, Result } from '../../../core/admin/result';
import { TextInput } from '../../../widgets/inputs/text-input/text-input';
import { useT } from '../../../widgets/use-t';
import { useRefusalText } from './use-refusal';

/** Props of a one-field add form: its texts, its field's rules, the check before sending and the add itself. */
export interface InlineAddFormProps<Value> {
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
  /** Adds the trimmed value. */
  add: (value: string) => Promise<Result<Value>>;
  /** The field's text for a refusal this form knows better than the catalogue (1006: "already one"). */
  refused?: (refusal: Refusal) => string | undefined;
  /** Shown (and read out) above the field's reason when the server refused ("The tag could not be created."). */
  refusedAlert?: string;
  /** Once added: a notification, the new record opened. */
  done?: (added: Value, value: string) => void;
}

/**
 * The admin kit's one-field add form: a field, its button and its translated error. A refused value stays typed with
 * the reason on the field (and read out); an added one empties the field for the next.
 */
export function InlineAddForm<Value>(props: InlineAddFormProps<Value>) {
  const { title, label, button, busyButton, type, maxLength, check, add, refused, refusedAlert, done } =
    props;
  const t = useT('admin');
  const catalogue = useRefusalText();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [serverRefused, setServerRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = value.trim();
    const invalid = check?.(wanted);
    if (invalid) return setError(invalid);
    if (wanted === '') return;
    setBusy(true);
    const result = await add(wanted);
    setBusy(false);
    setServerRefused(!result.done);
    if (!result.done) return setError(refused?.(result) ?? catalogue(result) ?? '');
    setError('');
    setValue('');
    done?.(result.value, wanted);
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
          setServerRefused(false);
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? (busyButton ?? t('adding')) : button}
      </button>
      {serverRefused && refusedAlert ? (
        <p className="alert" role="alert">
          {refusedAlert}
        </p>
      ) : (
        error && (
          <p className="visually-hidden" role="alert">
            {error}
          </p>
        )
      )}
    </form>
  );
}
