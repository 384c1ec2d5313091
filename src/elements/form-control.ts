import { translate } from '../core/i18n';

/** How an input element takes part in a native `<form>` (see `defineElement`'s `form` option). */
export interface FormOptions {
  /** The prop holding what the element submits: a text, number, list or file (`value`) or a state (`checked`). */
  value: 'value' | 'checked';
  /** Where the user's edits arrive: each `meet-change` detail (default), or the text typed in the control. */
  from?: 'meet-change' | 'input';
  /** Radio buttons: checking one unchecks the others of its name in the same form. */
  group?: boolean;
  /** A rule of the element's own on its value (a date's min and max): the flag it breaks and the message. */
  validate?: (props: Record<string, unknown>, value: unknown) => Refusal | null;
}

/** The `form` option of `defineElement`: the options, and how a host gets its control. */
export interface FormField extends FormOptions {
  attach(host: HTMLElement, access: FormHost): FormControl;
}

/** Makes an input element form-associated with these options (`defineElement`'s `form` option). */
export const formField = (options: FormOptions): FormField => ({
  ...options,
  attach: (host, access) => new FormControl(host, access, options),
});

/** Why an element's own rule refuses its value: the `ValidityState` flag and the message to show. */
export interface Refusal {
  flag: keyof ValidityStateFlags;
  message: string;
}

/** What a form control needs of its element: the props as r2wc holds them, and a way to draw them again. */
export interface FormHost {
  props(): Record<string, unknown>;
  render(): void;
}

const VALIDITY_FLAGS = [
  'valueMissing',
  'typeMismatch',
  'patternMismatch',
  'tooLong',
  'tooShort',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
  'badInput',
] as const;

const NATIVE = 'input, textarea, select';

/** The form a submit button was last pressed for, until the tasks of that press have run. */
let submitting: HTMLFormElement | null = null;
let watchingSubmits = false;

/** Notes each press of a submit button (a click, or Enter in a field, which clicks the form's default button). */
function watchSubmits(): void {
  if (watchingSubmits) return;
  watchingSubmits = true;
  document.addEventListener(
    'click',
    (event) => {
      const submitter = event
        .composedPath()
        .find(
          (node): node is HTMLButtonElement | HTMLInputElement =>
            (node instanceof HTMLButtonElement || node instanceof HTMLInputElement) &&
            (node.type === 'submit' || node.type === 'image'),
        );
      const form = submitter?.form;
      if (!form) return;
      submitting = form;
      // The form validates right after the click's listeners: a task later, the press is over.
      setTimeout(() => {
        if (submitting === form) submitting = null;
      });
    },
    { capture: true },
  );
}

/** A value as `FormData` holds it: text, a file, several entries (a list), or nothing (an unchecked box). */
function entry(
  value: unknown,
  name: string,
  host: HTMLElement,
  kind: FormOptions['value'],
): string | File | FormData | null {
  if (kind === 'checked') return value ? (host.getAttribute('value') ?? 'on') : null;
  if (value instanceof File) return value;
  if (Array.isArray(value)) {
    const data = new FormData();
    for (const item of value) data.append(name, String(item));
    return data;
  }
  return value === undefined || value === null ? '' : String(value);
}

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/**
 * The `ElementInternals` side of an input element: its value in the form's data under its `name`, its validity
 * (the `error` attribute's, the element's own rule's, the inner control's, or a missing required value), the user-invalid state after an
 * edit or a refused submit, reset to the page's value, and the disabled state a `<fieldset>` gives it.
 */
export class FormControl {
  readonly internals: ElementInternals;
  #current: unknown;
  #fieldsetDisabled = false;
  #touched = false;

  constructor(
    private readonly host: HTMLElement,
    private readonly access: FormHost,
    private readonly options: FormOptions,
  ) {
    this.internals = host.attachInternals();
    this.#current = access.props()[options.value];
    const from = options.from ?? 'meet-change';
    host.addEventListener(from, (event) => {
      if (event.target !== host) return;
      this.#current = from === 'input' ? this.#typed(event) : this.#changed(event);
      this.#touched = true;
      if (options.group && this.#current) this.#uncheckOthers();
      this.update();
      // React draws the change in a microtask: read the control's validity once it has.
      queueMicrotask(() => this.update());
    });
    watchSubmits();
    // A refused submit marks the field user-invalid, as the browser marks its own inputs; `checkValidity()`
    // or `reportValidity()` from a script fire the same event but leave it as it was.
    host.addEventListener('invalid', () => {
      if (!submitting || submitting !== this.internals.form) return;
      this.#touched = true;
      this.update();
    });
  }

  #typed(event: Event): unknown {
    const control = event.composedPath()[0];
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : this.#current;
  }

  #changed(event: Event): unknown {
    const { detail } = event as CustomEvent<unknown>;
    // A radio reports its id when chosen: chosen is all the form needs.
    return this.options.value === 'checked' ? detail !== false : detail;
  }

  #uncheckOthers() {
    const name = this.host.getAttribute('name');
    if (!name) return;
    const scope: ParentNode = this.internals.form ?? (this.host.getRootNode() as ParentNode);
    for (const other of scope.querySelectorAll(`${this.host.localName}[name="${CSS.escape(name)}"]`)) {
      if (other !== this.host) (other as HTMLElement & { checked?: boolean }).checked = false;
    }
  }

  /** The page set the value prop (attribute or property): it becomes the current value. */
  valueSet() {
    this.#current = this.access.props()[this.options.value];
    this.update();
  }

  /** Writes the value and the validity into the internals (after every change and every render). */
  update() {
    const name = this.host.getAttribute('name') ?? '';
    this.internals.setFormValue(entry(this.#current, name, this.host, this.options.value));
    const props = this.access.props();
    const control = this.host.shadowRoot?.querySelector<HTMLElement>('[part~="control"]') ?? undefined;
    const native = control?.matches(NATIVE) ? (control as HTMLInputElement) : undefined;
    const refusal = this.options.validate?.(props, this.#current);
    if (typeof props.error === 'string' && props.error !== '')
      this.internals.setValidity({ customError: true }, props.error, control);
    else if (refusal) this.internals.setValidity({ [refusal.flag]: true }, refusal.message, control);
    else if (native?.willValidate && !native.validity.valid)
      this.internals.setValidity(
        Object.fromEntries(VALIDITY_FLAGS.map((flag) => [flag, native.validity[flag]])),
        native.validationMessage,
        native,
      );
    else if (props.required && empty(this.#current))
      this.internals.setValidity(
        { valueMissing: true },
        translate('input', 'validity.valueMissing'),
        control,
      );
    else this.internals.setValidity({});
    const userInvalid = this.#touched && !this.internals.validity.valid;
    if (userInvalid) this.internals.states.add('user-invalid');
    else this.internals.states.delete('user-invalid');
    this.#nameFromLabels(control);
  }

  // `<label for>` outside the shadow root names the inner control when the element has no label of its own.
  #nameFromLabels(control: HTMLElement | undefined) {
    if (!control || this.host.hasAttribute('label')) return;
    const text = [...this.internals.labels].map((label) => label.textContent?.trim()).join(' ');
    if (text) control.setAttribute('aria-label', text);
  }

  /** `form.reset()`: the value the page gave (its attribute) comes back, and the user's edits go. */
  reset(attributeValue: () => unknown) {
    const props = this.access.props();
    props[this.options.value] = attributeValue();
    props.formReset = ((props.formReset as number | undefined) ?? 0) + 1;
    this.#touched = false;
    this.valueSet();
    this.access.render();
  }

  /** A disabled `<fieldset>` around the element disables it as it disables a native input. */
  disabledChanged(disabled: boolean, own: boolean) {
    this.#fieldsetDisabled = disabled && this.host.closest('fieldset:disabled') !== null;
    this.access.props().disabled = own || this.#fieldsetDisabled;
    this.access.render();
  }

  /** Whether a disabled `<fieldset>` disables the element now. */
  get fieldsetDisabled(): boolean {
    return this.#fieldsetDisabled;
  }
}
