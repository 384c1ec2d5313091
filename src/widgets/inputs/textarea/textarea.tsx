import { useLayoutEffect, useRef } from 'react';
import { sheet } from '../../styles';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, lineCount, type TextRules, textareaHeight } from '../rules';
import { useRuledText } from '../use-ruled-text';
import css from './textarea.css?inline';

/** Props of a multi-line text input. */
export interface TextareaProps extends FieldProps, Omit<TextRules, 'letterCase'> {
  value?: string;
  oldValue?: string;
  placeholder?: string;
  name?: string;
  required?: boolean;
  onMeetChange?: (value: string) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A textarea under the text rules of spec 5, whose height follows its number of lines. */
export function Textarea(props: TextareaProps) {
  const ids = useFieldIds();
  const ref = useRef<HTMLTextAreaElement>(null);
  const { text, onChange } = useRuledText(props.value, props, props.onMeetChange);
  const edited = differsFromOld(text, props.oldValue);
  const height = textareaHeight(lineCount(text));
  useLayoutEffect(() => {
    // A custom property set from script, not a style attribute: a strict CSP allows it.
    ref.current?.style.setProperty('--meet-textarea-height', height);
  }, [height]);
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <textarea
        {...fieldAria(ids, props, edited)}
        ref={ref}
        className="control textarea"
        part="control"
        value={text}
        onChange={onChange}
        placeholder={props.placeholder}
        name={props.name}
        required={props.required}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
}
