import { type KeyboardEvent, useRef } from 'react';
import { Icon } from '../../icon/icon';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, type TextRules } from '../rules';
import { usePropState } from '../use-prop-state';
import { useRuledText } from '../use-ruled-text';
import css from './add-input.css?inline';

/** Props of an add-input: a list of texts the user grows one entry at a time. */
export interface AddInputProps extends FieldProps, TextRules {
  value?: string[];
  oldValue?: string[];
  placeholder?: string;
  /** The whole list after each addition or removal. */
  onMeetChange?: (values: string[]) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];
const NONE: string[] = [];

/**
 * An add-input: a text field and an Add button that appends the typed text to a list, shown below as
 * chips that each have a remove button.
 * - Typing follows the text rules of spec 5: a change that breaks the pattern or the maximum length is
 *   refused (the previous text stays), and the case can be forced to upper or lower.
 * - Enter in the field adds like the button. The text is trimmed; an empty text adds nothing (the button
 *   is disabled) and a text already in the list is not added twice (the field is simply cleared).
 * - Removing a chip puts the focus back in the field, so keyboard users never lose their place.
 * - meet-change carries the whole new list; the pencil and "old value" compare it with `oldValue`.
 */
export function AddInput(props: AddInputProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const field = useRef<HTMLInputElement>(null);
  const [items, setItems] = usePropState(props.value ?? NONE);
  const { text, setText, onChange } = useRuledText('', props);
  const edited = differsFromOld(items, props.oldValue);
  const entry = text.trim();
  function commit(next: string[]) {
    setItems(next);
    props.onMeetChange?.(next);
  }
  function add() {
    if (props.disabled || entry === '') return;
    setText('');
    if (!items.includes(entry)) commit([...items, entry]);
  }
  function remove(index: number) {
    commit(items.filter((_, i) => i !== index));
    field.current?.focus();
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue?.join(', ')} sheets={SHEETS}>
      <div className="add-input">
        <input
          {...fieldAria(ids, props, edited)}
          ref={field}
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
          disabled={props.disabled || entry === ''}
          onClick={add}
        >
          <Icon name="plus" size={18} />
          {t('add')}
        </button>
      </div>
      {items.length > 0 && (
        <ul className="chips" part="list" aria-labelledby={props.label ? ids.label : undefined}>
          {items.map((item, index) => (
            <li key={item} className="chip" part="chip">
              <span className="chip__text">{item}</span>
              <button
                type="button"
                className="icon-button chip__remove"
                aria-label={t('remove', { value: item })}
                disabled={props.disabled}
                onClick={() => remove(index)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
}
