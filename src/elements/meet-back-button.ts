import { BackButton } from '../widgets/back-button/back-button';
import { defineElement } from './define';

/**
 * @summary Goes to the previous history entry when there is one, else to a fallback address.
 * @attr fallback-href - where to go without a previous entry (default: the application's base path)
 * @attr label - the text (default: "Back", translated)
 * @property onBack {(fallbackHref: string) => void} - decides instead of the button (a router)
 * @csspart link - the link
 */
export const MeetBackButton = defineElement('meet-back-button', BackButton, {
  props: { fallbackHref: 'string', label: 'string', onBack: 'method' },
});

/** The `<meet-back-button>` element with its properties. */
export interface MeetBackButtonElement extends InstanceType<typeof MeetBackButton> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-back-button': MeetBackButtonElement;
  }
}
