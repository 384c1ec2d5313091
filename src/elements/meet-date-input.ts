import { DateInput } from '../widgets/inputs/date/date-input';
import { dateRefusal } from '../widgets/inputs/date/date-validity';
import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A date, date-time or date-range input with a calendar (flatpickr) inside the element.
 * @attr type - date (default), date-time or range
 * @attr value - YYYY-MM-DD, YYYY-MM-DD HH:mm (date-time) or YYYY-MM-DD/YYYY-MM-DD (range)
 * @attr old-value - the saved value: when the value differs, a pencil and "old value : X" show
 * @attr min - first day that can be picked (YYYY-MM-DD, or with HH:mm for date-time); an earlier value blocks a form
 * @attr max - last day that can be picked; a later value blocks a form
 * @attr placeholder - hint shown while empty
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr name - field name, under which a form submits the value
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-change - detail: the new value, or null when emptied
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the text field
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetDateInput = defineElement('meet-date-input', DateInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    type: 'string',
    value: 'string',
    oldValue: 'string',
    min: 'string',
    max: 'string',
    placeholder: 'string',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value', validate: dateRefusal }),
});

/** The `<meet-date-input>` element with its properties. */
export interface MeetDateInputElement extends InstanceType<typeof MeetDateInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-date-input': MeetDateInputElement;
  }
}
