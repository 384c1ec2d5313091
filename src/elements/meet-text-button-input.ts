import { FIELD_ATTRIBUTES, TEXT_RULE_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { TextButtonInput } from '../widgets/inputs/text-button-input/text-button-input';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A text field and a button side by side (60/40): Enter or click emits the text and clears the field.
 * @attr value - initial text
 * @attr old-value - the saved text: when the value differs, a pencil and "old value : X" show
 * @attr placeholder - hint shown while empty
 * @attr button-label - text of the button (default: the translation of "OK")
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable
 * @attr pattern - regular expression the whole text must match; a change that does not is refused
 * @attr max-length - longest accepted text, in characters
 * @attr letter-case - "upper" or "lower" to force the case
 * @attr name - field name, under which a form submits the value
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-validate - detail: the text, on Enter or a click of the button
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the input
 * @csspart button - the button
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetTextButtonInput = defineElement('meet-text-button-input', TextButtonInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    ...TEXT_RULE_ATTRIBUTES,
    value: 'string',
    oldValue: 'string',
    placeholder: 'string',
    buttonLabel: 'string',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetValidate: 'meet-validate' },
  form: formField({ value: 'value', from: 'input' }),
});

/** The `<meet-text-button-input>` element with its properties. */
export interface MeetTextButtonInputElement extends InstanceType<typeof MeetTextButtonInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-text-button-input': MeetTextButtonInputElement;
  }
}
