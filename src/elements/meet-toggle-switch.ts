import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { ToggleSwitch } from '../widgets/inputs/toggle-switch/toggle-switch';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A toggle switch: click flips unless disabled; becoming disabled forces it off by default.
 * @attr checked - "true" when on
 * @attr old-value - the saved state ("true" or "false"): when it differs, a pencil and "old value : X" show
 * @attr keep-when-disabled - "true" to keep the value when the switch becomes disabled
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr name - field name, under which a form submits the value
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-change - detail: the new state, true or false (false too when becoming disabled turned it off)
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the switch
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetToggleSwitch = defineElement('meet-toggle-switch', ToggleSwitch, {
  props: {
    ...FIELD_ATTRIBUTES,
    checked: 'boolean',
    oldValue: 'boolean',
    keepWhenDisabled: 'boolean',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'checked' }),
});

/** The `<meet-toggle-switch>` element with its properties. */
export interface MeetToggleSwitchElement extends InstanceType<typeof MeetToggleSwitch> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-toggle-switch': MeetToggleSwitchElement;
  }
}
