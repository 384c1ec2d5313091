import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { TEXT_BUTTON_SPLIT } from '../../../core/constants';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, type TextRules } from '../rules';
import { useRuledText } from '../use-ruled-text';
import css from './text-button-input.css?inline';

/** Props of a text input with a button. */
export interface TextButtonInputProps extends FieldProps, TextRules {
  value?: string;
  oldValue?: string;
  placeholder?: string;
  /** Text of the button; defaults to the translation of "OK". */
  buttonLabel?: string;
  /** The text, when Enter is pressed or the button clicked (then the field is cleared). */
  onMeetValidate?: (value: string) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];
const [FIELD_SHARE, BUTTON_SHARE] = TEXT_BUTTON_SPLIT;

/** A text field and its button side by side, 60/40: Enter or click emits the text and clears the field. */
export function TextButtonInput(props: TextButtonInputProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const row = useRef<HTMLDivElement>(null);
  const { text, setText, onChange } = useRuledText(props.value, props);
  const edited = differsFromOld(text, props.oldValue);
  useLayoutEffect(() => {
    row.current?.style.setProperty('--meet-text-button-split', `${FIELD_SHARE}fr ${BUTTON_SHARE}fr`);
  }, []);
  function validate() {
    // An empty text has nothing to validate: the button is disabled and Enter does nothing.
    if (props.disabled || text === '') return;
    props.onMeetValidate?.(text);
    setText('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    validate();
  }
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <div ref={row} className="text-button">
        <input
          {...fieldAria(ids, props, edited)}
          className="control"
          part="control"
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          placeholder={props.placeholder}
          disabled={props.disabled}
        />
        <button
          type="button"
          className="button"
          part="button"
          disabled={props.disabled || text === ''}
          onClick={validate}
        >
          {props.buttonLabel ?? t('validate')}
        </button>
      </div>
    </FieldFrame>
  );
}
