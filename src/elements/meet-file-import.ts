import { FIELD_ATTRIBUTES } from '../widgets/inputs/field/field-attributes';
import { FileImport } from '../widgets/inputs/file-import/file-import';
import { defineElement } from './define';
import { formField } from './form-control';

/**
 * @summary A file import: offers the accept filter, emits the first chosen file or null, then meet-update.
 * @attr accept - file types offered, as the HTML accept attribute (.csv,text/csv)
 * @attr button-label - text of the choose button (default: the translation of "Choose a file")
 * @attr old-value - name of the file imported before: when it differs, a pencil and "old value : X" show
 * @attr label - visible label
 * @attr helper - helper message, with the info icon
 * @attr warning - warning message, with the warning icon
 * @attr error - error message, with the error icon; marks the field invalid
 * @attr disabled - "true" to disable (default false)
 * @attr name - field name, under which a form submits the value
 * @attr required - "true" when a value is needed: an empty one blocks the form
 * @event meet-change - detail: the first chosen File, or null
 * @event meet-update - no detail; follows every meet-change, once the file is taken in
 * @csspart field - the frame
 * @csspart label - the label
 * @csspart control - the choose button
 * @csspart file-name - the chosen file's name
 * @csspart edited - the pencil shown when the value differs from the old value
 * @csspart old-value - the "old value : X" line
 * @csspart helper - the helper message
 * @csspart warning - the warning message
 * @csspart error - the error message
 * @cssproperty --meet-primary - pencil and accent colour
 * @cssproperty --meet-focus - focus ring colour
 * @cssproperty --meet-systemRed - error colour
 */
export const MeetFileImport = defineElement('meet-file-import', FileImport, {
  props: {
    ...FIELD_ATTRIBUTES,
    accept: 'string',
    buttonLabel: 'string',
    oldValue: 'string',
    name: 'string',
    required: 'boolean',
  },
  events: { onMeetChange: 'meet-change', onMeetUpdate: 'meet-update' },
  form: formField({ value: 'value' }),
});

/** The `<meet-file-import>` element with its properties. */
export interface MeetFileImportElement extends InstanceType<typeof MeetFileImport> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-file-import': MeetFileImportElement;
  }
}
