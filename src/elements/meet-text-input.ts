import { FIELD_ATTRIBUTES, TEXT_RULE_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { TextInput } from '../widgets/inputs/text-input/text-input';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A one-line text input with label, edited marker, old value, helper, warning and error.
 * @attr value - the text (the page's word; the user's edits arrive as meet-change)
 * @attr old-value - the saved text: when the value differs, a pencil and "old value : X" show
 * @attr label - visible label
 * @attr placeholder - hint shown while empty
 * @attr helper - helper message
 * @attr warning - warning message
 * @attr error - error message (marks the field invalid)
 * @attr disabled - "true" to disable
 * @attr required - "true" when a value is needed
 * @attr pattern - regular expression the whole text must match; other changes are refused
 * @attr max-length - longest accepted text, in characters
 * @attr letter-case - "upper" or "lower" to force the case
 * @attr type - text (default), email, tel or url
 * @attr name - field name
 * @attr autocomplete - autofill hint
 * @event meet-change - detail: the new text, on every accepted change
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the input
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil colour
 * @cssproperty --meet-focus - focus ring colour
 */
export const MeetTextInput = defineElement('meet-text-input', TextInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    ...TEXT_RULE_ATTRIBUTES,
    value: 'string',
    oldValue: 'string',
    placeholder: 'string',
    required: 'boolean',
    type: 'string',
    name: 'string',
    autocomplete: 'string',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-text-input>` element with its properties. */
export interface MeetTextInputElement extends InstanceType<typeof MeetTextInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-text-input': MeetTextInputElement;
  }
}
