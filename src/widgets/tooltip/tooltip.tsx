import { cloneElement, type ReactElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../icon/icon';
import { hidePopup, POPUP_SHEET, showBeside } from '../popup/top-layer';
import { sheet, useStyleSheets } from '../styles';
import { useT } from '../use-t';
import css from './tooltip.css?inline';

const SHEETS = [POPUP_SHEET, sheet(css)];

/** Props of a tooltip: its text, and the control it describes (default: an information icon button). */
export interface TooltipProps {
  text: string;
  /** The control the tooltip describes; it gets `aria-describedby`. */
  children?: ReactElement<{ 'aria-describedby'?: string }>;
  /** Accessible name of the default information button. */
  label?: string;
}

/**
 * A tooltip (spec 2): shows while its control is hovered or focused, Escape dismisses it, and the control
 * is described by it. The pointer may move onto the tooltip without it vanishing (WCAG 1.4.13).
 */
export function Tooltip({ text, children, label }: TooltipProps) {
  const t = useT('overlay');
  const adopt = useStyleSheets(SHEETS);
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const tip = useRef<HTMLSpanElement>(null);

  // In the top layer, so a card's overflow never clips it: above the control unless the window's top would cut
  // it off, moved sideways to stay inside the window.
  useLayoutEffect(() => {
    const node = tip.current;
    if (!node) return;
    if (open && node.parentElement) showBeside(node, node.parentElement);
    else hidePopup(node);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const trigger = children ?? (
    <button type="button" className="info" aria-label={label || t('moreInformation')}>
      <Icon name="info" />
    </button>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show a description
    <span
      ref={adopt}
      className="meet-tooltip"
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(trigger, { 'aria-describedby': id })}
      <span
        ref={tip}
        role="tooltip"
        id={id}
        className="tip popup"
        hidden={!open}
        popover="manual"
        part="tooltip"
      >
        <span className="box">{text}</span>
      </span>
    </span>
  );
}
