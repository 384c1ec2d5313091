import { FIELD_ATTRIBUTES, TEXT_RULE_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { SearchInput } from '../widgets/inputs/search-input/search-input';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A search field; a change breaking the pattern or maximum length restores the previous text.
 * @attr value - the search text
 * @attr old-value - the saved text: when the value differs, a pencil and "old value : X" show
 * @attr placeholder - hint shown while empty (default: the translation of "Search"); names the field when it has no label
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
 * @event meet-change - detail: the new text, on every accepted change
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
export const MeetSearchInput = defineElement('meet-search-input', SearchInput, {
  props: {
    ...FIELD_ATTRIBUTES,
    ...TEXT_RULE_ATTRIBUTES,
    value: 'string',
    oldValue: 'string',
    placeholder: 'string',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change' },
  form: formField({ value: 'value' }),
});

/** The `<meet-search-input>` element with its properties. */
export interface MeetSearchInputElement extends InstanceType<typeof MeetSearchInput> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-search-input': MeetSearchInputElement;
  }
}
