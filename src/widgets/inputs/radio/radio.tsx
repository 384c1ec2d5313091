import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import { usePropState } from '../use-prop-state';
import css from './radio.css?inline';

/** Props of one radio button; the page keeps a group in step by setting `checked` on each of them. */
export interface RadioProps extends FieldProps {
  /** The id of this choice, the detail of its event. */
  value?: string;
  checked?: boolean;
  oldValue?: boolean;
  /** Emits `value` when chosen. */
  onMeetChange?: (id: string) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A radio button: emits its id only if it is not selected and not disabled (spec 4). */
export function Radio(props: RadioProps) {
  const t = useT('input');
  const ids = useFieldIds();
  // The raw prop, so that the page turning undefined into false still counts as the page's word.
  const [state, setChecked] = usePropState(props.checked);
  const checked = Boolean(state);
  const edited = differsFromOld(checked, props.oldValue);
  function choose() {
    if (checked || props.disabled) return;
    setChecked(true);
    props.onMeetChange?.(props.value ?? '');
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
        className="radio"
        part="control"
        type="radio"
        value={props.value}
        checked={checked}
        onChange={choose}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
}
