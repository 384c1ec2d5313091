import { FilterPanel } from '../widgets/filter-panel/filter-panel';
import { defineElement } from './define';

/**
 * @summary Add, edit and remove filters; every change emits the filter query.
 * @attr definitions - JSON list of `{ name, translation, type, defaultValue, min, max, selectOptions }`
 *   (type: string, number, boolean, select, date, date-time, date-range; a formatter only in React)
 * @attr query - a query to read back when the panel opens (name=value pairs joined by &)
 * @attr label - accessible name of the panel (default: "Filters", translated)
 * @event meet-change - the encoded query, after any change
 * @csspart panel - the panel
 * @csspart filter - each added filter
 */
export const MeetFilterPanel = defineElement('meet-filter-panel', FilterPanel, {
  props: { definitions: 'json', query: 'string', label: 'string' },
  events: { onChange: 'meet-change' },
});

/** The `<meet-filter-panel>` element with its properties. */
export interface MeetFilterPanelElement extends InstanceType<typeof MeetFilterPanel> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-filter-panel': MeetFilterPanelElement;
  }
}
