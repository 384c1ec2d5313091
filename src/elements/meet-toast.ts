import { ToastList } from '../widgets/toast/toast-list';
import { defineElement } from './define';

export { dismissNotification, notify } from '../core/notifications';

/**
 * @summary Toast notifications of the page, each gone after 5 seconds (counted again once the pointer or focus leaves it) or on close; `notify()` is exported beside it.
 * @csspart toasts - the stack of toasts (a polite live region)
 * @csspart toast - each toast
 * @cssproperty --meet-primary - accent of a toast
 */
export const MeetToast = defineElement('meet-toast', ToastList);

/** The `<meet-toast>` element with its properties. */
export interface MeetToastElement extends InstanceType<typeof MeetToast> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-toast': MeetToastElement;
  }
}
