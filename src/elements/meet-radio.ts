import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { Radio } from '../widgets/inputs/radio/radio';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A radio button that emits its id when chosen; the page sets checked on each radio of a group.
 * @attr value - the id of this choice, the detail of its event
 * @attr checked - "true" when selected
 * @attr old-value - the saved state ("true" or "false"): when it differs, a pencil and "old value : X" show
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr name - field name, under which a form submits the value
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-change - detail: the radio's id, only when it was not selected and is not disabled
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the radio button
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetRadio = defineElement('meet-radio', Radio, {
  props: {
    ...FIELD_ATTRIBUTES,
    value: 'string',
    checked: 'boolean',
    oldValue: 'boolean',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'checked', group: true }),
});

/** The `<meet-radio>` element with its properties. */
export interface MeetRadioElement extends InstanceType<typeof MeetRadio> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-radio': MeetRadioElement;
  }
}
