import { useState } from 'react';
import { Icon } from '../../icon/icon';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, type TextRules } from '../rules';
import { useRuledText } from '../use-ruled-text';
import css from './password-input.css?inline';

/** Props of a password input. */
export interface PasswordInputProps extends FieldProps, Omit<TextRules, 'letterCase'> {
  value?: string;
  oldValue?: string;
  placeholder?: string;
  name?: string;
  /** `current-password` (default) or `new-password`, so password managers fill or generate. */
  autocomplete?: string;
  required?: boolean;
  onMeetChange?: (value: string) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];
/** An old password is never shown, not even its length. */
const MASK = '••••••';

/** A password input that toggles between hidden and visible text, under the text rules of spec 5. */
export function PasswordInput(props: PasswordInputProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const [visible, setVisible] = useState(false);
  const { text, onChange } = useRuledText(props.value, props, props.onMeetChange);
  const edited = differsFromOld(text, props.oldValue);
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={MASK} sheets={SHEETS}>
      <div className="password">
        <input
          {...fieldAria(ids, props, edited)}
          className="control password__control"
          part="control"
          type={visible ? 'text' : 'password'}
          value={text}
          onChange={onChange}
          placeholder={props.placeholder}
          name={props.name}
          autoComplete={props.autocomplete ?? 'current-password'}
          required={props.required}
          disabled={props.disabled}
          spellCheck={false}
        />
        <button
          type="button"
          className="icon-button password__toggle"
          part="toggle"
          aria-controls={ids.control}
          disabled={props.disabled}
          onClick={() => setVisible(!visible)}
        >
          <Icon
            name={visible ? 'eye-off' : 'eye'}
            size={20}
            label={visible ? t('hidePassword') : t('showPassword')}
          />
        </button>
      </div>
    </FieldFrame>
  );
}
