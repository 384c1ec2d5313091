import { useStore } from '@nanostores/react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { $translations } from '../../../core/i18n';
import { Icon } from '../../icon/icon';
import { openBeside, POPUP_SHEET } from '../../popup/top-layer';
import { sheet } from '../../styles';
import { useT } from '../../use-t';
import { FieldFrame, type FieldProps, fieldAria, useFieldIds } from '../field/field';
import { FIELD_SHEET } from '../field/field-sheet';
import { differsFromOld } from '../rules';
import { usePropState } from '../use-prop-state';
import css from './date-input.css?inline';
import { type DateType, formatLocalDate, parseLocalDate } from './date-values';
import { attachPicker, PICKER_SHEET, type Picker, pickerLocale } from './flatpickr-adapter';

/** Props of a date input; values are `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD/YYYY-MM-DD`. */
export interface DateInputProps extends FieldProps {
  /** date (default), date-time or range. */
  type?: DateType;
  value?: string | null;
  oldValue?: string;
  /** First day that can be picked (for date-time, with a time: `2024-12-31 23:59`). */
  min?: string;
  /** Last day that can be picked. */
  max?: string;
  placeholder?: string;
  /** The new value after each pick or typed date; null when emptied. */
  onMeetChange?: (value: string | null) => void;
}

const SHEETS = [FIELD_SHEET, PICKER_SHEET, POPUP_SHEET, sheet(css)];

/**
 * A date input with flatpickr's calendar drawn inside the element, shown in the top layer under the field (above
 * it when the window has more room there), so a card's overflow never clips it. The field shows `Y-m-d` (plus a 24-hour
 * `H:i` for date-time; a range as "start to stop") and stays typeable; Arrow Down moves into the calendar.
 */
export function DateInput(props: DateInputProps) {
  const { type = 'date', min, max } = props;
  const t = useT('input');
  const translations = useStore($translations);
  const ids = useFieldIds();
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const picker = useRef<Picker | null>(null);
  const [value, setValue] = usePropState(props.value ?? null);
  const latest = useRef({ value, onMeetChange: props.onMeetChange });
  latest.current = { value, onMeetChange: props.onMeetChange };
  // The text as typed, until it is committed or the value is set: the old value line follows it while typing,
  // never as the field is left, which would move the control under a pointer going down on it (a click lost).
  const [typed, setTyped] = useState<string | null>(null);
  const edited = differsFromOld(typedValue(typed, type) ?? value ?? '', props.oldValue);
  // A typed text that is not a date: refused with what the field expects, the text kept to be mended.
  const [unreadable, setUnreadable] = useState(false);
  const error =
    props.error ||
    (unreadable
      ? t(type === 'date-time' ? 'validity.badDateTime' : 'validity.badDate', {
          example: formatLocalDate(new Date(), type === 'date-time'),
        })
      : undefined);

  // A new kind, new limits or new translations need a new picker; the value carries over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is a new function each render; `translations` is what it reads.
  useEffect(() => {
    if (!input.current || !popup.current) return;
    const locale = pickerLocale(translations.language, {
      to: t('to'),
      year: t('year'),
      month: t('month'),
      hour: t('hour'),
      minute: t('minute'),
      week: t('week'),
      scrollTitle: t('scrollTitle'),
      toggleTitle: t('toggleTitle'),
    });
    const field = input.current;
    const calendar = popup.current;
    let hide: (() => void) | undefined;
    const attached = attachPicker(field, calendar, {
      type,
      min,
      max,
      locale,
      onOpen() {
        hide?.();
        hide = openBeside(calendar, field, { prefer: 'below', align: 'start', gap: 4 });
      },
      onClose() {
        hide?.();
        hide = undefined;
      },
      onTyped: (readable) => setUnreadable(!readable),
      onChange(next) {
        setUnreadable(false);
        setTyped(null);
        if (next === latest.current.value) return;
        setValue(next);
        latest.current.onMeetChange?.(next);
      },
    });
    attached.setValue(latest.current.value);
    picker.current = attached;
    return () => {
      hide?.();
      attached.destroy();
    };
  }, [type, min, max, translations, setValue]);

  useEffect(() => {
    picker.current?.setValue(value);
    setTyped(null);
  }, [value]);

  // A typed date counts once the field is left for anything but its calendar (flatpickr watches clicks on its
  // document, where a shadow root hides which control was clicked, so a click on a form's button would miss it).
  function onBlur(event: FocusEvent<HTMLInputElement>) {
    if (!popup.current?.contains(event.relatedTarget as Node | null)) picker.current?.commitTyped();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      picker.current?.focusCalendar();
    } else if (event.key === 'Escape') {
      picker.current?.close();
    }
  }
  return (
    <FieldFrame {...props} error={error} ids={ids} edited={edited} oldText={props.oldValue} sheets={SHEETS}>
      <div className="date">
        {/* flatpickr owns this field's text, so React leaves its value alone (no value prop). */}
        <input
          {...fieldAria(ids, { ...props, error }, edited)}
          ref={input}
          className="control date__control"
          part="control"
          type="text"
          autoComplete="off"
          placeholder={props.placeholder}
          disabled={props.disabled}
          onKeyDown={onKeyDown}
          onInput={(event) => setTyped(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <Icon name="calendar" size={18} />
        <div ref={popup} className="date__popup popup" popover="manual" />
      </div>
    </FieldFrame>
  );
}

/** The value a typed text will commit to: a day (or day and time) written in the field's own format. */
function typedValue(text: string | null, type: DateType): string | undefined {
  const date = type === 'range' ? undefined : parseLocalDate(text);
  const value = date && formatLocalDate(date, type === 'date-time');
  return value === text?.trim() ? value : undefined;
}
