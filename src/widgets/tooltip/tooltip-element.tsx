import { Tooltip } from './tooltip';

/** `<meet-tooltip>`: an information button described by its text (a slotted control could not be). */
export function TooltipElement({ text = '', label }: { text?: string; label?: string }) {
  return <Tooltip text={text} label={label} />;
}
