import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, type TextRules } from '../rules';
import { useRuledText } from '../use-ruled-text';

/** Props of a one-line text input. */
export interface TextInputProps extends FieldProps, TextRules {
  value?: string;
  oldValue?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  name?: string;
  autocomplete?: string;
  required?: boolean;
  /** Every accepted change, with the new text. */
  onMeetChange?: (value: string) => void;
}

const SHEETS = [FIELD_SHEET];

/** A text input: accepts a change only if it passes pattern and maximum length, can force the case. */
export function TextInput(props: TextInputProps) {
  const ids = useFieldIds();
  const { text, onChange } = useRuledText(props.value, props, props.onMeetChange);
  const edited = differsFromOld(text, props.oldValue);
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <input
        {...fieldAria(ids, props, edited)}
        className="control"
        part="control"
        type={props.type ?? 'text'}
        value={text}
        onChange={onChange}
        placeholder={props.placeholder}
        name={props.name}
        autoComplete={props.autocomplete}
        required={props.required}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
}
