import { Chart } from '../widgets/chart/chart';
import { defineElement } from './define';

/**
 * @summary A line, area, pie or doughnut chart with a data table for assistive technology.
 * @attr type - line (default), pie or doughnut
 * @attr show-labels - "false" hides the value and unit drawn at each point (default true)
 * @attr unit - unit after each value (default empty)
 * @attr area - "true" fills a line chart with a gradient (default false; booleans are written true/false)
 * @attr label - what the chart shows, used in its accessible name
 * @attr data - JSON `{ labels: string[], datasets: { label: string, data: (number | null)[] }[] }`
 * @csspart chart - the figure around the drawing
 * @csspart legend - the legend of a pie or doughnut
 * @cssproperty --meet-systemBlue - first palette colour (then primary, systemGreen, systemRed, systemYellow)
 * @cssproperty --meet-neutral-lighter-100 - end colour of the area gradient
 */
export const MeetChart = defineElement('meet-chart', Chart, {
  props: {
    type: 'string',
    data: 'json',
    showLabels: 'boolean',
    unit: 'string',
    area: 'boolean',
    label: 'string',
  },
});

/** The `<meet-chart>` element with its properties. */
export interface MeetChartElement extends InstanceType<typeof MeetChart> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-chart': MeetChartElement;
  }
}
