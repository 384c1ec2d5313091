// The one place flatpickr is used: options built by pure functions, the picker attached inside a shadow root.
import flatpickr from 'flatpickr';
import css from 'flatpickr/dist/flatpickr.min.css?inline';
import {
  DATE_DISPLAY_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_HOUR,
  DEFAULT_MINUTE,
  DEFAULT_SECONDS,
  HOUR_INCREMENT,
  MINUTE_INCREMENT,
} from '../../../core/constants';
import { type KnownMarkup, staticHtml } from '../../../core/security/trusted-types';
import { sheet } from '../../styles';
import { type DateType, datesFromValue, parseLocalDate, valueFromDates } from './date-values';

/** flatpickr's own stylesheet, to adopt in the root the calendar is drawn in. */
export const PICKER_SHEET = sheet(css);

// The weekday row flatpickr writes: names between fixed tags, never markup of their own.
const WEEKDAY_ROW =
  /\s*<span class='flatpickr-weekday'>\s*[^<>&]*(?:<\/span><span class='flatpickr-weekday'>[^<>&]*){6}\s*<\/span>\s*/;
// Looked up when used, not on import: a server importing the module has no Element.
const native = (name: 'innerHTML' | 'children') =>
  Object.getOwnPropertyDescriptor(Element.prototype, name) as PropertyDescriptor;

/** `element.innerHTML = markup` then types the markup when it is `known` (else throws). */
function typeMarkupOf(element: Element, known: readonly KnownMarkup[]): void {
  if (Object.hasOwn(element, 'innerHTML')) return;
  Object.defineProperty(element, 'innerHTML', {
    configurable: true,
    get: () => native('innerHTML').get?.call(element),
    set: (markup: string) => native('innerHTML').set?.call(element, staticHtml(markup, known)),
  });
}

/**
 * A flatpickr plugin for the page's Trusted Types policy: flatpickr assigns markup strings to four kinds
 * of its elements and offers no way to pass typed markup, so the instance hands those elements, as it
 * creates them, an innerHTML that types what it writes.
 */
function typedMarkup(instance: flatpickr.Instance): Partial<flatpickr.Options.Options> {
  // Emptying the month list, the arrows of the (parsed, static) configuration, the weekday row.
  const known = () => ['', instance.config.prevArrow, instance.config.nextArrow, WEEKDAY_ROW];
  const watch = (key: string, onSet: (element: Element) => void) => {
    let value: unknown;
    Object.defineProperty(instance, key, {
      configurable: true,
      enumerable: true,
      get: () => value,
      set(next: unknown) {
        value = next;
        if (next instanceof Element) onSet(next);
      },
    });
  };
  for (const key of ['prevMonthNav', 'nextMonthNav', 'monthsDropdownContainer'])
    watch(key, (element) => typeMarkupOf(element, known()));
  // The weekday row is written into the children of its container.
  watch('weekdayContainer', (container) =>
    Object.defineProperty(container, 'children', {
      configurable: true,
      get() {
        const list = native('children').get?.call(container) as HTMLCollection;
        for (const child of list) typeMarkupOf(child, known());
        return list;
      },
    }),
  );
  return {};
}

/** The picker options of spec 5 and 9 for a kind of date input and its limits (`YYYY-MM-DD[ HH:mm]`). */
export function pickerOptions(type: DateType = 'date', min?: string, max?: string) {
  const withTime = type === 'date-time';
  return {
    mode: type === 'range' ? ('range' as const) : ('single' as const),
    dateFormat: withTime ? DATE_TIME_FORMAT : DATE_FORMAT,
    enableTime: withTime,
    time_24hr: true,
    defaultHour: DEFAULT_HOUR,
    defaultMinute: DEFAULT_MINUTE,
    defaultSeconds: DEFAULT_SECONDS,
    hourIncrement: HOUR_INCREMENT,
    minuteIncrement: MINUTE_INCREMENT,
    closeOnSelect: true,
    minDate: parseLocalDate(min),
    maxDate: parseLocalDate(max),
    // Day cells are read out in the long display format.
    ariaDateFormat: DATE_DISPLAY_FORMAT,
    // The text field stays typeable: keyboard users type the date.
    allowInput: true,
    // The same calendar everywhere; a native mobile input would be inserted into DOM that React owns.
    disableMobile: true,
    // No fade-in: the calendar is readable (and its contrast measurable) the moment it opens.
    animate: false,
  };
}

/** The words of the picker that come from our translations. */
export interface PickerWords {
  to: string;
  year: string;
  month: string;
  hour: string;
  minute: string;
  week: string;
  scrollTitle: string;
  toggleTitle: string;
}

type Seven = [string, string, string, string, string, string, string];
type Twelve = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** flatpickr's locale for `language`: month and day names from the browser's Intl, words from ours. */
export function pickerLocale(language: string, words: PickerWords): flatpickr.CustomLocale {
  const names = (count: number, option: Intl.DateTimeFormatOptions, dateOf: (i: number) => Date) => {
    const format = new Intl.DateTimeFormat(language, option);
    return Array.from({ length: count }, (_, i) => format.format(dateOf(i)));
  };
  // 7 January 2024 was a Sunday, flatpickr's first weekday.
  const weekdays = (weekday: 'short' | 'long') =>
    names(7, { weekday }, (i) => new Date(2024, 0, 7 + i)) as Seven;
  const months = (month: 'short' | 'long') => names(12, { month }, (i) => new Date(2024, i, 1)) as Twelve;
  return {
    weekdays: { shorthand: weekdays('short'), longhand: weekdays('long') },
    months: { shorthand: months('short'), longhand: months('long') },
    firstDayOfWeek: language === 'en' ? 0 : 1,
    rangeSeparator: ` ${words.to} `,
    weekAbbreviation: words.week,
    scrollTitle: words.scrollTitle,
    toggleTitle: words.toggleTitle,
    yearAriaLabel: words.year,
    monthAriaLabel: words.month,
    hourAriaLabel: words.hour,
    minuteAriaLabel: words.minute,
    time_24hr: true,
  };
}

/** What the date input asks of a picker. */
export interface PickerSettings {
  type?: DateType;
  min?: string;
  max?: string;
  locale: flatpickr.CustomLocale;
  /** The new value after a pick or a typed date: see `valueFromDates`. */
  onChange: (value: string | null) => void;
  /** The typed text was left (Enter, or the field for anything but its calendar): whether it reads as a date. */
  onTyped?: (readable: boolean) => void;
  /** The calendar opened (to show it in the top layer) or closed. */
  onOpen?: () => void;
  onClose?: () => void;
}

/** An attached picker. */
export interface Picker {
  setValue(value: string | null): void;
  /** Opens the calendar and moves the focus to the chosen day, else today, else the first day offered. */
  focusCalendar(): void;
  /** Takes the field's typed text as the value when it reads as a date other than the chosen one. */
  commitTyped(): void;
  close(): void;
  destroy(): void;
}

/** Attaches a picker to `input`; its calendar is drawn into `popup`, inside the same (shadow) root. */
export function attachPicker(input: HTMLInputElement, popup: HTMLElement, settings: PickerSettings): Picker {
  const type = settings.type ?? 'date';
  // The last value reported or set, so that a date read twice (typed, then the field left) is reported once.
  let reported: string | null | undefined;
  const report = (value: string | null) => {
    if (value === reported) return;
    reported = value;
    settings.onChange(value);
  };
  const instance = flatpickr(input, {
    ...pickerOptions(type, settings.min, settings.max),
    locale: settings.locale,
    appendTo: popup,
    plugins: [typedMarkup],
    // The date input places the popup in the top layer; flatpickr's page coordinates would be wrong in any
    // positioned ancestor of a foreign page.
    position: () => undefined,
    onOpen: () => settings.onOpen?.(),
    onClose: () => settings.onClose?.(),
    onChange: (dates) => {
      if (type === 'range' && dates.length === 1) return;
      report(valueFromDates(type, dates));
    },
  });
  // A text that is not a day in the field's format ("2024-02-31", "31.12.2024") is not read by flatpickr, which
  // would roll it over or empty the field on Enter, on leaving or on a focus elsewhere: the text stays to be mended
  // and the field says what it expects.
  const unreadable = () => {
    const text = input.value.trim();
    if (type === 'range' || text === '') return false;
    const format = instance.config.dateFormat;
    const typed = instance.parseDate(text, format);
    return !typed || instance.formatDate(typed, format) !== text;
  };
  const setDate = instance.setDate;
  instance.setDate = (date, triggerChange, format) => {
    if (date !== input.value || !unreadable()) setDate(date, triggerChange, format);
  };
  const tell = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    if (event instanceof FocusEvent && popup.contains(event.relatedTarget as Node | null)) return;
    settings.onTyped?.(!unreadable());
  };
  input.addEventListener('keydown', tell);
  input.addEventListener('blur', tell);
  return {
    setValue(value) {
      reported = value;
      instance.setDate(datesFromValue(type, value), false);
    },
    focusCalendar() {
      if (!instance.isOpen) instance.open();
      const day =
        instance.selectedDateElem ??
        instance.todayDateElem ??
        instance.days?.querySelector<HTMLElement>('.flatpickr-day:not(.flatpickr-disabled)');
      day?.focus();
    },
    commitTyped() {
      const text = input.value.trim();
      const format = instance.config.dateFormat;
      // Only a date written in the field's own format counts. flatpickr may already have read it without
      // reporting it (a click outside its open calendar does), so it is reported here unless it was already.
      const typed = type === 'range' || text === '' ? undefined : instance.parseDate(text, format);
      if (!typed || instance.formatDate(typed, format) !== text) return;
      instance.setDate(typed, false);
      report(valueFromDates(type, [typed]));
    },
    close: () => instance.close(),
    destroy() {
      input.removeEventListener('keydown', tell);
      input.removeEventListener('blur', tell);
      instance.destroy();
    },
  };
}
