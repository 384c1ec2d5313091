import type { Refusal, Result } from '../../../core/admin/result';
import { AddForm } from './add-form';
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
 * The admin kit's one-field add form: the kit's add form with one text field, whose reasons (the check's, the
 * server's) show on the field. An empty field sends nothing.
 */
export function InlineAddForm<Value>(props: InlineAddFormProps<Value>) {
  const { check, refused, done } = props;
  const catalogue = useRefusalText();
  return (
    <AddForm<{ value: string }, Value>
      title={props.title ?? props.button}
      submit={props.button}
      busySubmit={props.busyButton}
      blank={{ value: '' }}
      check={({ value }) => {
        const error = check?.(value);
        if (error) return { value: error };
        return value === '' ? {} : undefined;
      }}
      add={({ value }) => props.add(value)}
      refused={(refusal) => ({ value: refused?.(refusal) ?? catalogue(refusal) })}
      refusedAlert={props.refusedAlert}
      done={done && ((added, { value }) => done(added, value))}
    >
      {({ text }) =>
        text('value', {
          label: props.label,
          type: props.type,
          maxLength: props.maxLength,
          autocomplete: 'off',
          required: true,
        })
      }
    </AddForm>
  );
}
