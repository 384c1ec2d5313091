import type { ChangeEvent } from 'react';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import { usePropState } from '../use-prop-state';
import css from './select.css?inline';

/** One choice of a select: the value it stands for and the text shown. */
export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** Props of a select. */
export interface SelectProps extends FieldProps {
  options?: SelectOption[];
  value?: string | number | null;
  oldValue?: string | number;
  /** Shown while nothing is chosen; defaults to the translation of "Select…". */
  placeholder?: string;
  name?: string;
  required?: boolean;
  /** The chosen option's value, with the type it has in `options`. */
  onMeetChange?: (value: string | number) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];
const NONE: SelectOption[] = [];

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A select that shows a hidden, disabled placeholder option while it has no value (spec 5). */
export function Select(props: SelectProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const options = props.options ?? NONE;
  const [value, setValue] = usePropState(props.value ?? null);
  const edited = differsFromOld(value ?? '', props.oldValue);
  const labelOf = (v: unknown) =>
    options.find((o) => String(o.value) === String(v))?.label ?? String(v ?? '');
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const option = options[event.target.selectedIndex - (isEmpty(value) ? 1 : 0)];
    if (!option) return;
    setValue(option.value);
    props.onMeetChange?.(option.value);
  }
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={labelOf(props.oldValue)} sheets={SHEETS}>
      <select
        {...fieldAria(ids, props, edited)}
        className="control select"
        part="control"
        value={isEmpty(value) ? '' : String(value)}
        onChange={onChange}
        name={props.name}
        required={props.required}
        disabled={props.disabled}
      >
        {isEmpty(value) && (
          <option value="" disabled hidden>
            {props.placeholder ?? t('selectPlaceholder')}
          </option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
