import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Refusal, Result } from '../../../core/admin/result';
import { editedSince } from '../../../core/lists/form-store';
import { Alert } from '../../../widgets/alert/alert';
import { ReadErrorsOut } from '../../../widgets/inputs/field/field';
import { TextInput, type TextInputProps } from '../../../widgets/inputs/text-input/text-input';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { useRefusalText } from './use-refusal';

/** What a form tells its user: an error per field, and `form` for one that concerns no field. */
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>> & { form?: string };

/** The names of the values that are texts. */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** What an add form hands its fields: the values typed, their errors, and how a field changes a value. */
export interface AddFormFields<Values> {
  values: Values;
  errors: FormErrors<Values>;
  set: (patch: Partial<Values>) => void;
  /** A text field bound to the value `name`: its value, its error, its changes. */
  text: (
    name: TextKeys<Values>,
    props: Omit<TextInputProps, 'value' | 'error' | 'onMeetChange'>,
  ) => ReactNode;
}

/** Props of an add form: its texts, its blank values, the check before sending, the add and what follows. */
export interface AddFormProps<Values, Added> {
  /** The form's accessible name ("Add a forced contact"); a heading above the fields with `heading`. */
  title: string;
  heading?: boolean;
  /** The submit button's text, and its text while the add is on its way ("Adding…" by default). */
  submit: string;
  busySubmit?: string;
  blank: Values;
  /** `inline-form`: fields and button on one row (the default); `form`: stacked, with its actions below. */
  layout?: 'inline-form' | 'form';
  /**
   * Checks the values (their texts trimmed) before sending: undefined when they may be sent, else the errors
   * (none, `{}`, to send nothing and say nothing).
   */
  check?: (values: Values) => FormErrors<Values> | undefined;
  /** Adds the values, their texts trimmed. */
  add: (values: Values) => Promise<Result<Added>>;
  /** The errors for a refusal this form knows better than the catalogue (1006 on its name: "already one"). */
  refused?: (refusal: Refusal) => FormErrors<Values> | undefined;
  /** Shown (and read out) above the reason when the server refused ("The user could not be given the tag."). */
  refusedAlert?: string;
  /** Once added (the fields are blank again): a notification, the new record opened, the form closed. */
  done?: (added: Added, values: Values) => void;
  /** Told whether the form holds values other than its blank ones (a page asks before leaving them). */
  onEdited?: (edited: boolean) => void;
  /** A cancel button beside the submit one, when the form can be closed. */
  cancel?: { label: string; onCancel: () => void };
  /** The area's style sheets, when the form may be the first of its area to be drawn. */
  sheets?: readonly CSSStyleSheet[];
  /** The fields. */
  children: (fields: AddFormFields<Values>) => ReactNode;
}

const NO_SHEETS: readonly CSSStyleSheet[] = [];

const trimmed = <Values,>(values: Values): Values =>
  Object.fromEntries(
    Object.entries(values as object).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as Values;

/**
 * The admin kit's add form, of one field or several: the values are checked, trimmed and sent; a refused add keeps
 * every value typed with the reason on the field it concerns (read out from there, once) or above the button; an added one blanks
 * the fields and puts the cursor in the first, ready for the next.
 */
export function AddForm<Values, Added = unknown>(props: AddFormProps<Values, Added>) {
  const { title, blank, check, add, refused, refusedAlert, done, onEdited, cancel } = props;
  const t = useT('admin');
  const catalogue = useRefusalText();
  const [values, setValues] = useState(blank);
  // The values on screen now, read once the server answered.
  const shown = useRef(values);
  shown.current = values;
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [serverRefused, setServerRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const adopt = useStyleSheets(props.sheets ?? NO_SHEETS);
  const edited = JSON.stringify(values) !== JSON.stringify(blank);
  useEffect(() => {
    onEdited?.(edited);
    return () => onEdited?.(false);
  }, [edited, onEdited]);

  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch });
    setErrors({});
    setServerRefused(false);
  };

  const text: AddFormFields<Values>['text'] = (name, field) => (
    <TextInput
      key={name}
      {...field}
      value={values[name] as string}
      error={errors[name]}
      onMeetChange={(value) => set({ [name]: value } as Partial<Values>)}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = values;
    const wanted = trimmed(values);
    const invalid = check?.(wanted);
    if (invalid) return setErrors(invalid);
    setBusy(true);
    const result = await add(wanted);
    setBusy(false);
    setServerRefused(!result.done);
    if (!result.done)
      return setErrors(refused?.(result) ?? ({ form: catalogue(result) ?? '' } as FormErrors<Values>));
    setErrors({});
    // Only what was sent is cleared: a field changed while the server answered keeps its new value, and then
    // the focus stays where the user is; a field left as it was sent (a ticked "default" box) goes blank.
    const now = shown.current;
    if (now === sent) {
      setValues(blank);
      form.current?.querySelector<HTMLElement>('input, select, textarea, [tabindex]')?.focus();
    } else setValues({ ...blank, ...editedSince(sent as object, now as object) } as Values);
    done?.(result.value, wanted);
  }

  const { form: formError } = errors;
  const alert = [serverRefused ? refusedAlert : undefined, formError].filter(Boolean).join(' ');
  const button = (
    <button type="submit" className="button" disabled={busy}>
      {busy ? (props.busySubmit ?? t('adding')) : props.submit}
    </button>
  );
  return (
    <form
      ref={(node) => {
        form.current = node;
        adopt(node);
      }}
      className={props.layout ?? 'inline-form'}
      noValidate
      aria-label={title}
      aria-busy={busy}
      onSubmit={submit}
    >
      {props.heading && <h3>{title}</h3>}
      <ReadErrorsOut.Provider value>{props.children({ values, errors, set, text })}</ReadErrorsOut.Provider>
      {cancel ? (
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={cancel.onCancel}>
            {cancel.label}
          </button>
          {button}
        </div>
      ) : (
        button
      )}
      {alert && <Alert>{alert}</Alert>}
    </form>
  );
}
