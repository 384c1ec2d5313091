import type { ChangeEvent } from 'react';
import { sheet } from '../../styles';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import { usePropState } from '../use-prop-state';
import css from './color-input.css?inline';

/** Props of a colour input; colours are `#rrggbb`. */
export interface ColorInputProps extends FieldProps {
  value?: string;
  oldValue?: string;
  name?: string;
  onMeetChange?: (value: string) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];
/** What the native picker shows for no colour (it cannot be empty). */
const NO_COLOR = '#000000';

/** A colour input: the browser's picker, with the chosen colour also written out. */
export function ColorInput(props: ColorInputProps) {
  const ids = useFieldIds();
  const [value, setValue] = usePropState(props.value?.toLowerCase() ?? '');
  const edited = differsFromOld(value, props.oldValue?.toLowerCase());
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value.toLowerCase();
    if (next === value) return;
    setValue(next);
    props.onMeetChange?.(next);
  }
  return (
    <FieldFrame {...props} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <div className="color">
        <input
          {...fieldAria(ids, props, edited)}
          className="color__swatch"
          part="control"
          type="color"
          value={value || NO_COLOR}
          onChange={onChange}
          name={props.name}
          disabled={props.disabled}
        />
        <output className="color__code" htmlFor={ids.control}>
          {value}
        </output>
      </div>
    </FieldFrame>
  );
}
