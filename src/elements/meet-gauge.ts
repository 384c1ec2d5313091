import { Gauge } from '../widgets/chart/gauge';
import { defineElement } from './define';

/**
 * @summary A half-circle gauge over a light track.
 * @attr value - the value (required: nothing is drawn without it)
 * @attr max - the value of a full gauge (default 100)
 * @attr color - primary (default), red, red-hover, green, blue or yellow
 * @attr unit - unit after the value
 * @attr label - what the gauge measures, used in its accessible name
 * @csspart gauge - the SVG drawing
 * @cssproperty --meet-neutral-lighter-100 - colour of the track
 */
export const MeetGauge = defineElement('meet-gauge', Gauge, {
  props: { value: 'number', max: 'number', color: 'string', unit: 'string', label: 'string' },
});

/** The `<meet-gauge>` element with its properties. */
export interface MeetGaugeElement extends InstanceType<typeof MeetGauge> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-gauge': MeetGaugeElement;
  }
}
