import { Checkbox } from '../widgets/inputs/checkbox/checkbox';
import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A checkbox that toggles on click unless disabled.
 * @attr checked - "true" when checked
 * @attr old-value - the saved state ("true" or "false"): when it differs, a pencil and "old value : X" show
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr name - field name
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-change - detail: the new state, true or false
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the checkbox
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetCheckbox = defineElement('meet-checkbox', Checkbox, {
  props: {
    ...FIELD_ATTRIBUTES,
    checked: 'boolean',
    oldValue: 'boolean',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'checked' }),
});

/** The `<meet-checkbox>` element with its properties. */
export interface MeetCheckboxElement extends InstanceType<typeof MeetCheckbox> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-checkbox': MeetCheckboxElement;
  }
}
