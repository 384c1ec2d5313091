import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MODAL_WIDTH } from '../../core/constants';
import { Icon } from '../icon/icon';
import { sheet, useStyleSheets } from '../styles';
import { useT } from '../use-t';
import { activeElement, focusableIn } from './focus';
import css from './modal.css?inline';
import { useDialogKeys } from './use-dialog-keys';

const SHEETS = [sheet(css)];

/** Props of a modal: whether it shows, its texts, and what it tells its parent. */
export interface ModalProps {
  shown?: boolean;
  heading?: string;
  /** Accessible name when there is no heading. */
  label?: string;
  /** Text of the confirm button; the footer shows only with a confirm or cancel label. */
  confirmLabel?: string;
  cancelLabel?: string;
  confirmDisabled?: boolean;
  /** The confirm button does something destructive (delete, stop, disable, discard): it is red, not primary. */
  destructive?: boolean;
  /** Any CSS width (default 25vw, wider on small screens). */
  width?: string;
  /** Escape no longer closes the modal. */
  keyboardDisabled?: boolean;
  children?: ReactNode;
  onValidate?: () => void;
  onCancel?: () => void;
  /** The modal hid itself (after validate or cancel): `false`. */
  onChange?: (shown: boolean) => void;
}

/**
 * A modal dialog (spec 4 "Modal"): Escape, the close icon and cancel emit cancel then hide; confirm emits
 * validate then hide; a change follows either way. Focus stays inside while open and returns to the opener.
 */
export function Modal(props: ModalProps) {
  const {
    shown = false,
    heading,
    label,
    confirmLabel,
    cancelLabel,
    confirmDisabled,
    destructive,
    width,
    children,
  } = props;
  const t = useT('overlay');
  const adopt = useStyleSheets(SHEETS);
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(shown);
  const [previous, setPrevious] = useState(shown);
  if (shown !== previous) {
    setPrevious(shown);
    setOpen(shown);
  }

  useEffect(() => {
    dialog.current?.style.setProperty('--meet-modal-width', width || MODAL_WIDTH);
  }, [width]);

  useEffect(() => {
    const node = dialog.current;
    if (!node || open === node.open) return;
    if (open) {
      opener.current = activeElement() as HTMLElement | null;
      node.showModal();
      const body = node.querySelector('.body');
      const first = body ? focusableIn(body)[0] : undefined;
      (!confirmLabel && cancelButton.current ? cancelButton.current : (first ?? node)).focus();
    } else {
      node.close();
      opener.current?.focus();
    }
  }, [open, confirmLabel]);

  // Removed while open (its page changed): the focus still goes back where it came from.
  useEffect(() => () => opener.current?.focus(), []);

  const hide = (emit?: () => void) => {
    emit?.();
    setOpen(false);
    props.onChange?.(false);
  };
  const cancel = () => hide(props.onCancel);

  useDialogKeys(dialog, () => {
    if (!props.keyboardDisabled) cancel();
  });

  return (
    <dialog
      ref={(node) => {
        dialog.current = node;
        adopt(node);
      }}
      className="meet-modal"
      aria-modal="true"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      tabIndex={-1}
      part="dialog"
    >
      {/* Plain boxes, not header and footer: a dialog opened on the page would add banner and contentinfo landmarks. */}
      <div className="head" part="header">
        {heading && <h2 id={headingId}>{heading}</h2>}
        <button type="button" className="close" aria-label={t('close')} onClick={cancel}>
          <Icon name="close" />
        </button>
      </div>
      <div className="body" part="body">
        {open && children}
      </div>
      {(confirmLabel || cancelLabel) && (
        <div className="foot" part="footer">
          {cancelLabel && (
            <button type="button" ref={cancelButton} onClick={cancel}>
              {cancelLabel}
            </button>
          )}
          {confirmLabel && (
            <button
              type="button"
              className={destructive ? 'confirm confirm--danger' : 'confirm'}
              disabled={confirmDisabled}
              onClick={() => hide(props.onValidate)}
            >
              {confirmLabel}
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
