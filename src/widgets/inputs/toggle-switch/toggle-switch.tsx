import { useLayoutEffect, useRef } from 'react';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import { usePropState } from '../use-prop-state';
import css from './toggle-switch.css?inline';

/** Props of a toggle switch. */
export interface ToggleSwitchProps extends FieldProps {
  checked?: boolean;
  oldValue?: boolean;
  /** Keep the value when the switch becomes disabled (by default it is forced to false). */
  keepWhenDisabled?: boolean;
  /** The new state after each flip, and false when becoming disabled turned it off. */
  onMeetChange?: (checked: boolean) => void;
}

const SHEETS = [FIELD_SHEET, sheet(css)];

/** A toggle switch (spec 4): click flips unless disabled; becoming disabled forces false by default. */
export function ToggleSwitch(props: ToggleSwitchProps) {
  const t = useT('input');
  const ids = useFieldIds();
  const [state, setOn] = usePropState(props.checked);
  const on = Boolean(state);
  const edited = differsFromOld(on, props.oldValue);
  const latest = useRef({ on, onMeetChange: props.onMeetChange });
  latest.current = { on, onMeetChange: props.onMeetChange };
  useLayoutEffect(() => {
    // Only the moment it becomes disabled (or starts disabled) forces the value, not later settings.
    if (!props.disabled || props.keepWhenDisabled || !latest.current.on) return;
    setOn(false);
    latest.current.onMeetChange?.(false);
  }, [props.disabled, props.keepWhenDisabled, setOn]);
  function flip() {
    if (props.disabled) return;
    setOn(!on);
    props.onMeetChange?.(!on);
  }
  return (
    <FieldFrame
      {...props}
      ids={ids}
      edited={edited}
      oldText={props.oldValue ? t('on') : t('off')}
      layout="inline"
      sheets={SHEETS}
    >
      <button
        {...fieldAria(ids, props, edited)}
        type="button"
        role="switch"
        aria-checked={on}
        className="switch"
        part="control"
        disabled={props.disabled}
        onClick={flip}
      >
        <span className="switch__thumb" />
      </button>
    </FieldFrame>
  );
}
