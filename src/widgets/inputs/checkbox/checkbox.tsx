import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import { usePropState } from '../use-prop-state';
import css from './checkbox.css?inline';

/** Props of a checkbox. */
export interface CheckboxProps extends FieldProps {
  checked?: boolean;
  oldValue?: boolean;
  name?: string;
  /** The new state after each toggle. */
  onMeetChange?: (checked: boolean) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A checkbox that toggles on click unless disabled (spec 4). */
export function Checkbox(props: CheckboxProps) {
  const t = useT('input');
  const ids = useFieldIds();
  // The raw prop, so that the page turning undefined into false still counts as the page's word.
  const [state, setChecked] = usePropState(props.checked);
  const checked = Boolean(state);
  const edited = differsFromOld(checked, props.oldValue);
  function toggle() {
    if (props.disabled) return;
    setChecked(!checked);
    props.onMeetChange?.(!checked);
  }
  return (
    <FieldFrame
      {...props}
      ids={ids}
      edited={edited}
      oldText={props.oldValue ? t('checked') : t('unchecked')}
      layout="inline"
      sheets={SHEETS}
    >
      <input
        {...fieldAria(ids, props, edited)}
        className="checkbox"
        part="control"
        type="checkbox"
        checked={checked}
        onChange={toggle}
        name={props.name}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
}
