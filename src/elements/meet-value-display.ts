import { ValueDisplay } from '../widgets/chart/value-display';
import { defineElement } from './define';

/**
 * @summary A value rounded to two decimals followed by its unit, marked with a colour.
 * @attr value - the value (nothing is shown without it)
 * @attr unit - unit after the value
 * @attr color - primary (default), red, red-hover, green, blue or yellow
 * @attr label - caption above the value
 * @csspart value-display - the value and its caption
 */
export const MeetValueDisplay = defineElement('meet-value-display', ValueDisplay, {
  props: { value: 'number', unit: 'string', color: 'string', label: 'string' },
});

/** The `<meet-value-display>` element with its properties. */
export interface MeetValueDisplayElement extends InstanceType<typeof MeetValueDisplay> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-value-display': MeetValueDisplayElement;
  }
}
