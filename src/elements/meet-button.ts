import { Button } from '../widgets/inputs/button/button';
import { defineElement } from './define';

/**
 * @summary A button of the widget set; listen to its native click (never dispatched while disabled).
 * @attr label - text of the button
 * @attr variant - primary (default), secondary or danger
 * @attr icon - name of an icon of the set, shown before the text
 * @attr disabled - "true" to disable
 * @csspart button - the button
 * @cssproperty --meet-primary - background of the primary button
 * @cssproperty --meet-on-primary - text on the primary button
 */
export const MeetButton = defineElement('meet-button', Button, {
  props: { label: 'string', variant: 'string', icon: 'string', disabled: 'boolean' },
});

/** The `<meet-button>` element with its properties. */
export interface MeetButtonElement extends InstanceType<typeof MeetButton> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-button': MeetButtonElement;
  }
}
