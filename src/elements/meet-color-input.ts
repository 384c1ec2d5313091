import { ColorInput } from '../widgets/inputs/color-input/color-input';
import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A colour input (#rrggbb) with the colour code written beside it.
 * @attr value - the colour, #rrggbb
 * @attr old-value - the saved colour: when the value differs, a pencil and "old value : X" show
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr name - field name
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-change - detail: the new colour, #rrggbb
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the colour swatch
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetColorInput = defineElement('meet-color-input', ColorInput, {
  props: { ...FIELD_ATTRIBUTES, value: 'string', oldValue: 'string', name: 'string', required: 'boolean' },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-color-input>` element with its properties. */
export interface MeetColorInputElement extends InstanceType<typeof MeetColorInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-color-input': MeetColorInputElement;
  }
}
