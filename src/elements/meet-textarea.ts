import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { Textarea } from '../widgets/inputs/textarea/textarea';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A multi-line text input whose height follows its number of lines.
 * @attr value - the text
 * @attr old-value - the saved text: when the value differs, a pencil and "old value : X" show
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
 * @event meet-change - detail: the new text, on every accepted change
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the textarea
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-textarea-height - set by the element from the line count: 5rem under 3 lines, 12.5rem above 10, else 1.25rem x (lines + 1)
 */
export const MeetTextarea = defineElement('meet-textarea', Textarea, {
  props: {
    ...FIELD_ATTRIBUTES,
    value: 'string',
    oldValue: 'string',
    placeholder: 'string',
    required: 'boolean',
    pattern: 'string',
    maxLength: 'number',
    name: 'string',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-textarea>` element with its properties. */
export interface MeetTextareaElement extends InstanceType<typeof MeetTextarea> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-textarea': MeetTextareaElement;
  }
}
