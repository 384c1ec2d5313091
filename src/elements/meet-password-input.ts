import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { PasswordInput } from '../widgets/inputs/password-input/password-input';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A password input that toggles between hidden and visible text.
 * @attr value - the password (the page's word; the user's edits arrive as meet-change)
 * @attr old-value - the saved password: when the value differs, a pencil and a masked old value show
 * @attr placeholder - hint shown while empty
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr required - "true" when a value is needed
 * @attr pattern - regular expression the whole text must match; a change that does not is refused
 * @attr max-length - longest accepted text, in characters
 * @attr name - field name
 * @attr autocomplete - current-password (default) or new-password
 * @event meet-change - detail: the new password, on every accepted change
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the input
 * @csspart toggle - the show/hide button
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetPasswordInput = defineElement('meet-password-input', PasswordInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    value: 'string',
    oldValue: 'string',
    placeholder: 'string',
    required: 'boolean',
    pattern: 'string',
    maxLength: 'number',
    name: 'string',
    autocomplete: 'string',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-password-input>` element with its properties. */
export interface MeetPasswordInputElement extends InstanceType<typeof MeetPasswordInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-password-input': MeetPasswordInputElement;
  }
}
