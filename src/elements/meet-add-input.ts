import { AddInput } from '../widgets/inputs/add-input/add-input';
import { FIELD_ATTRIBUTES, TEXT_RULE_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A text field and an Add button that grow a list of texts, shown as removable chips.
 * @attr value - JSON array of the texts (or set the value property)
 * @attr old-value - JSON array of the saved texts: when the list differs, a pencil and "old value : X" show
 * @attr placeholder - hint shown in the empty field
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
 * @event meet-change - detail: the whole list after each addition or removal
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the text field
 * @csspart button - the Add button
 * @csspart list - the list of chips
 * @csspart chip - one chip
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetAddInput = defineElement('meet-add-input', AddInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    ...TEXT_RULE_ATTRIBUTES,
    value: 'json',
    oldValue: 'json',
    placeholder: 'string',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-add-input>` element with its properties. */
export interface MeetAddInputElement extends InstanceType<typeof MeetAddInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-add-input': MeetAddInputElement;
  }
}
