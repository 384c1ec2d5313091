import { TooltipElement } from '../widgets/tooltip/tooltip-element';
import { defineElement } from './define';

/**
 * @summary An information button whose tooltip shows on hover and focus; Escape dismisses it.
 * @attr text - the tooltip text, also the button's accessible description
 * @attr label - accessible name of the button (default: "More information", translated)
 * @csspart tooltip - the tooltip bubble
 * @cssproperty --meet-on-surface - tooltip background (its text takes --meet-surface)
 */
export const MeetTooltip = defineElement('meet-tooltip', TooltipElement, {
  props: { text: 'string', label: 'string' },
});

/** The `<meet-tooltip>` element with its properties. */
export interface MeetTooltipElement extends InstanceType<typeof MeetTooltip> {}

declare global {
  interface HTMLElementTagNameMap {
    'meet-tooltip': MeetTooltipElement;
  }
}
