import { TabsElement } from '../widgets/tabs/tabs-element';
import { defineElement } from './define';

/**
 * @summary Tabs after the WAI-ARIA pattern; each panel is the child whose `slot` is its tab id.
 * @attr tabs - JSON list of `{ id, translation, disabled }` (translation: an i18n key or plain text)
 * @attr selected - id of the selected tab (default: the first enabled one)
 * @attr label - accessible name of the tab list
 * @slot [tab-id] - the panel of each tab: the child whose `slot` attribute is the tab id
 * @event meet-change - the id of the tab the user selected
 * @csspart tablist - the row of tabs
 * @csspart tab - each tab
 * @csspart panel - each panel
 * @cssproperty --meet-primary - underline of the selected tab
 */
export const MeetTabs = defineElement('meet-tabs', TabsElement, {
  props: { tabs: 'json', selected: 'string', label: 'string' },
  events: { onChange: 'meet-change' },
});

/** The `<meet-tabs>` element with its properties. */
export interface MeetTabsElement extends InstanceType<typeof MeetTabs> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-tabs': MeetTabsElement;
  }
}
