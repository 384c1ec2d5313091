import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { NumberInput } from '../widgets/inputs/number-input/number-input';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A number input showing the value divided by a multiply factor, within min and max.
 * @attr value - the stored value (shown divided by multiply)
 * @attr old-value - the saved value: when the value differs, a pencil and "old value : X" show
 * @attr min - smallest number shown that is accepted (default 0)
 * @attr max - largest number shown that is accepted (default 1000000)
 * @attr multiply - factor between the stored value and the number shown (default 1)
 * @attr step - step of the arrow keys, in shown units (default any)
 * @attr placeholder - hint shown while empty
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr required - "true" when a value is needed
 * @attr name - field name
 * @event meet-change - detail: the stored value (shown number x multiply), on every accepted change
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the input
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetNumberInput = defineElement('meet-number-input', NumberInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    value: 'number',
    oldValue: 'number',
    min: 'number',
    max: 'number',
    multiply: 'number',
    step: 'number',
    placeholder: 'string',
    required: 'boolean',
    name: 'string',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-number-input>` element with its properties. */
export interface MeetNumberInputElement extends InstanceType<typeof MeetNumberInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-number-input': MeetNumberInputElement;
  }
}
