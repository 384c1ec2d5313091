import { Icon } from '../widgets/icon/icon';
import { defineElement } from './define';

/**
 * @summary An icon of the set (about a hundred names); decorative unless it has a label.
 * @attr name - icon name, e.g. edit, delete, camera-off (an unknown name logs an error and draws nothing)
 * @attr color - primary, secondary, red, red-hover, green, blue, yellow, disabled, black, white or link
 * @attr size - size in pixels (default 16)
 * @attr label - accessible name; without it the icon is hidden from assistive technology
 * @cssproperty --meet-primary - colour of the primary variant (each variant reads its theme colour)
 */
export const MeetIcon = defineElement('meet-icon', Icon, {
  props: { name: 'string', color: 'string', size: 'number', label: 'string' },
});

/** The `<meet-icon>` element with its properties. */
export interface MeetIconElement extends InstanceType<typeof MeetIcon> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-icon': MeetIconElement;
  }
}
