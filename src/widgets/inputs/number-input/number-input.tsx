import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { NUMBER_MAX, NUMBER_MIN, NUMBER_MULTIPLY } from '../../../core/constants';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld, displayNumber, type NumberRules, parseNumber } from '../rules';
import { usePropState } from '../use-prop-state';

/** Props of a number input; `value` and `oldValue` are stored values, the field shows them over `multiply`. */
export interface NumberInputProps extends FieldProps, NumberRules {
  value?: number | null;
  oldValue?: number;
  placeholder?: string;
  name?: string;
  required?: boolean;
  /** Step of the arrow keys and spinner, in shown units (default: any number, arrows step by 1). */
  step?: number;
  /** Every accepted change, with the stored value (shown number x multiply). */
  onMeetChange?: (value: number) => void;
}

const SHEETS = [FIELD_SHEET];

/**
 * A number input (spec 5): min default 0, max default 1000000 and multiply default 1. It shows the value
 * divided by the factor. When a change is committed (Enter, leaving the field, an arrow key or the
 * spinner) it is taken only if within range and not empty; otherwise the field reverts to the last value.
 */
export function NumberInput(props: NumberInputProps) {
  const { min = NUMBER_MIN, max = NUMBER_MAX, multiply = NUMBER_MULTIPLY } = props;
  const ids = useFieldIds();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = usePropState(props.value ?? null);
  // What the user is typing ("1." on the way to "1.5"), shown as typed until it is committed.
  const [draft, setDraft] = useState<string | null>(null);
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setDraft(null);
  }
  // Edited as the field will be once committed: the old value line shows (or goes) while typing, never as the
  // field is left, which would move the control under a pointer going down on it (a click lost).
  const typed = draft === null ? null : parseNumber(draft, { min, max, multiply });
  const edited = differsFromOld(typed ?? value ?? '', props.oldValue);
  // Blur and the native change can both commit before React renders again: the ref sees the first.
  const committed = useRef(value);
  committed.current = value;
  const commit = useRef(() => {});
  commit.current = () => {
    const next = parseNumber(input.current?.value ?? '', { min, max, multiply });
    setDraft(null);
    if (next === null || next === committed.current) return;
    committed.current = next;
    setValue(next);
    props.onMeetChange?.(next);
  };
  useEffect(() => {
    // The native change event is the commit (React's onChange fires on every keystroke instead).
    const field = input.current;
    const onCommit = () => commit.current();
    field?.addEventListener('change', onCommit);
    return () => field?.removeEventListener('change', onCommit);
  }, []);
  return (
    <FieldFrame
      {...props}
      ids={ids}
      edited={edited}
      oldText={displayNumber(props.oldValue, multiply)}
      sheets={SHEETS}
    >
      <input
        {...fieldAria(ids, props, edited)}
        ref={input}
        className="control"
        part="control"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={props.step ?? 'any'}
        value={draft ?? displayNumber(value, multiply)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
        onBlur={() => commit.current()}
        onKeyDown={(event) => event.key === 'Enter' && commit.current()}
        placeholder={props.placeholder}
        name={props.name}
        required={props.required}
        disabled={props.disabled}
      />
    </FieldFrame>
  );
}
