import { Icon } from '../../icon/icon';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, type TextRules } from '../rules';
import { useRuledText } from '../use-ruled-text';
import css from './search-input.css?inline';

/** Props of a search input. */
export interface SearchInputProps extends FieldProps, TextRules {
  value?: string;
  oldValue?: string;
  /** Defaults to the translation of "Search". */
  placeholder?: string;
  onMeetChange?: (value: string) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A search field: pattern rejection restores the previous value; optional maximum length and case. */
export function SearchInput(props: SearchInputProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const { text, onChange } = useRuledText(props.value, props, props.onMeetChange);
  const edited = differsFromOld(text, props.oldValue);
  const placeholder = props.placeholder ?? t('search');
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <div className="search">
        <Icon name="search" size={18} />
        <input
          {...fieldAria(ids, props, edited)}
          // Without a visible label the placeholder names the field.
          aria-label={props.label ? undefined : placeholder}
          className="control search__control"
          part="control"
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={onChange}
          placeholder={placeholder}
          disabled={props.disabled}
        />
      </div>
    </FieldFrame>
  );
}
