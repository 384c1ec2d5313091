import { ProgressBar } from '../widgets/chart/progress-bar';
import { defineElement } from './define';

/**
 * @summary A progress bar filled to value / max, with the value rounded to two decimals.
 * @attr value - the value (default 0)
 * @attr max - the value of a full bar (default 100)
 * @attr color - primary (default), red, red-hover, green, blue or yellow
 * @attr unit - unit after the value
 * @attr label - accessible name (default "Progress", translated)
 * @csspart progress-bar - the bar and its value
 * @cssproperty --meet-neutral-lighter-100 - colour of the empty track
 */
export const MeetProgressBar = defineElement('meet-progress-bar', ProgressBar, {
  props: { value: 'number', max: 'number', color: 'string', unit: 'string', label: 'string' },
});

/** The `<meet-progress-bar>` element with its properties. */
export interface MeetProgressBarElement extends InstanceType<typeof MeetProgressBar> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-progress-bar': MeetProgressBarElement;
  }
}
