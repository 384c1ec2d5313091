import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { openBeside, POPUP_SHEET, type PopupOptions } from '../popup/top-layer';
import { useStyleSheets } from '../styles';

/** Props of a disclosure: its button, the name of the group it opens, and the group's controls. */
export interface DisclosureProps {
  /** What the button shows: its text, or an icon and a label. */
  button: ReactNode;
  /** The button's accessible name when what it shows says less ("Columns: Users"). */
  buttonLabel?: string;
  buttonClassName?: string;
  /** The name of the group of controls, its legend. */
  legend: string;
  /** The legend is read out but not shown (the button already says it). */
  legendHidden?: boolean;
  className?: string;
  panelClassName?: string;
  /** Where the group opens beside its button (above, centred, by default). */
  placement?: PopupOptions;
  children: ReactNode;
}

/**
 * A button that opens a small group of controls beside itself (a disclosure: expanded or collapsed to screen
 * readers), in the top layer so no frame clips it; the button or Escape closes it, Escape giving the focus back
 * to the button. The room's bar popups and a list's column chooser are both one.
 */
export function Disclosure(props: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const adopt = useStyleSheets([POPUP_SHEET]);
  useLayoutEffect(() => {
    if (open && box.current && button.current)
      return openBeside(box.current, button.current, props.placement ?? { gap: 8 });
  }, [open, props.placement]);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div ref={adopt} className={props.className}>
      <button
        ref={button}
        type="button"
        className={props.buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={props.buttonLabel}
        onClick={() => setOpen(!open)}
        onKeyDown={close}
      >
        {props.button}
      </button>
      {open ? (
        <fieldset
          ref={box}
          id={id}
          className={`popup ${props.panelClassName ?? ''}`}
          popover="manual"
          onKeyDown={close}
        >
          <legend className={props.legendHidden ? 'visually-hidden' : undefined}>{props.legend}</legend>
          {props.children}
        </fieldset>
      ) : null}
    </div>
  );
}
