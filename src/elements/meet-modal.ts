import { ModalElement } from '../widgets/modal/modal-element';
import { defineElement } from './define';

export { ConfirmationCancelled, confirmAction } from '../widgets/modal/confirm-action';

/**
 * @summary A modal dialog whose body is the element's content; `confirmAction()` is exported beside it.
 * @attr shown - "true" shows the modal; the element sets it to false when the modal hides itself
 * @attr heading - title of the modal (its accessible name)
 * @attr label - accessible name when there is no heading
 * @attr confirm-label - text of the confirm button
 * @attr cancel-label - text of the cancel button (the footer shows only with a confirm or cancel label)
 * @attr confirm-disabled - the confirm button is disabled
 * @attr width - CSS width (default 25vw, at least 22rem where the screen allows)
 * @attr keyboard-disabled - Escape does not close the modal
 * @slot - the body of the modal
 * @event meet-validate - the user confirmed
 * @event meet-cancel - the user cancelled (cancel button, close icon or Escape)
 * @event meet-change - `false`, after meet-validate or meet-cancel, once the modal hid itself
 * @csspart dialog - the dialog box
 * @csspart header - title and close icon
 * @csspart body - the content
 * @csspart footer - the buttons
 * @cssproperty --meet-primary - confirm button
 */
export const MeetModal = defineElement('meet-modal', ModalElement, {
  props: {
    shown: 'boolean',
    heading: 'string',
    label: 'string',
    confirmLabel: 'string',
    cancelLabel: 'string',
    confirmDisabled: 'boolean',
    width: 'string',
    keyboardDisabled: 'boolean',
  },
  events: { onValidate: 'meet-validate', onCancel: 'meet-cancel', onChange: 'meet-change' },
});

/** The `<meet-modal>` element with its properties. */
export interface MeetModalElement extends InstanceType<typeof MeetModal> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-modal': MeetModalElement;
  }
}
