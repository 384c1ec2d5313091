import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../widgets/icon/icon';
import { openBeside } from '../../widgets/popup/top-layer';

/** Props of a popup of the control bar: its button's icon and name, the name of what it opens, its content. */
interface BarPopupProps {
  icon: string;
  label: string;
  legend: string;
  className?: string;
  children: ReactNode;
}

/**
 * A control-bar button that opens a small group of controls above itself (a disclosure), in the top layer so
 * nothing clips it: Escape closes it and gives the focus back to the button.
 */
export function BarPopup({ icon, label, legend, className, children }: BarPopupProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    if (open && box.current && button.current) return openBeside(box.current, button.current, { gap: 8 });
  }, [open]);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="bar-popup">
      <button
        ref={button}
        type="button"
        className="bar-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={close}
      >
        <Icon name={icon} size={20} />
        <span className="bar-label">{label}</span>
      </button>
      {open ? (
        <fieldset
          ref={box}
          id={id}
          className={`bar-popup-box popup ${className ?? ''}`}
          popover="manual"
          onKeyDown={close}
        >
          <legend className="visually-hidden">{legend}</legend>
          {children}
        </fieldset>
      ) : null}
    </div>
  );
}
