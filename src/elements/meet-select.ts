import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { Select } from '../widgets/inputs/select/select';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A select with a hidden, disabled placeholder option while it has no value.
 * @attr value - value of the chosen option
 * @attr old-value - the saved value: when the value differs, a pencil and "old value : X" show
 * @attr options - JSON array of { value, label, disabled? } (or set the options property)
 * @attr placeholder - shown while nothing is chosen (default: the translation of "Select…")
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr required - "true" when a value is needed
 * @attr name - field name
 * @event meet-change - detail: the chosen option's value
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the select
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetSelect = defineElement('meet-select', Select, {
  props: {
    ...FIELD_ATTRIBUTES,
    value: 'string',
    oldValue: 'string',
    options: 'json',
    placeholder: 'string',
    required: 'boolean',
    name: 'string',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-select>` element with its properties. */
export interface MeetSelectElement extends InstanceType<typeof MeetSelect> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-select': MeetSelectElement;
  }
}
