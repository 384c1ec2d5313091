import { createRoot } from 'react-dom/client';
import { adoptTheme } from '../../core/theme/sheet';
import { activeElement } from './focus';
import { Modal } from './modal';

/** A confirmation modal (spec 3): its title, message and button labels (plain text). */
export interface ConfirmOptions {
  title: string;
  message: string;
  validateLabel?: string;
  cancelLabel?: string;
  /** What is confirmed is destructive (delete, stop, disable, discard): the confirm button is red. */
  destructive?: boolean;
}

/** Why a confirmation was rejected: the user cancelled a question that had a validate button. */
export class ConfirmationCancelled extends Error {
  constructor() {
    super('Confirmation cancelled');
    this.name = 'ConfirmationCancelled';
  }
}

/** Props of the confirmation modal: its options and the answer it gives once. */
export interface ConfirmModalProps extends ConfirmOptions {
  onAnswer: (validated: boolean) => void;
}

/** The modal `confirmAction` shows: the message, validate and cancel. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { title, message, validateLabel, cancelLabel, destructive, onAnswer } = props;
  return (
    <Modal
      shown
      destructive={destructive}
      heading={title}
      confirmLabel={validateLabel}
      cancelLabel={cancelLabel}
      onValidate={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      <p>{message}</p>
    </Modal>
  );
}

/**
 * Where a confirmation goes: into the shadow root of the outermost `meet-*` element the focus is in, so it takes
 * that element's theme with the page's overrides of it (its `<dialog>` still opens on the top layer, never
 * clipped); else, asked from the page itself, at the end of the body.
 */
function confirmParent(): ShadowRoot | null {
  let node: Node | null = activeElement();
  let element: ShadowRoot | null = null;
  while (node) {
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) break;
    if (root.host.localName.startsWith('meet-')) element = root;
    node = root.host;
  }
  return element;
}

/**
 * Asks the user to confirm (spec 4): resolves on validate; on cancel, rejects with
 * `ConfirmationCancelled` when there is a validate label, else resolves (a message only to acknowledge).
 */
export function confirmAction(options: ConfirmOptions): Promise<void> {
  const host = document.createElement('div');
  host.dataset.meetConfirm = '';
  const element = confirmParent();
  (element ?? document.body).append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  // Outside every element, it takes the application's theme itself: colours, dark mode, focus ring.
  if (!element) adoptTheme(shadow);
  const root = createRoot(shadow);
  return new Promise<void>((resolve, reject) => {
    const onAnswer = (validated: boolean) => {
      if (validated || !options.validateLabel) resolve();
      else reject(new ConfirmationCancelled());
      // After the modal has closed and given the focus back.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(<ConfirmModal {...options} onAnswer={onAnswer} />);
  });
}

/** Asks the user to confirm; answers true on validate, false on cancel (for code that only needs to know). */
export async function confirmed(options: ConfirmOptions): Promise<boolean> {
  try {
    await confirmAction(options);
    return true;
  } catch {
    return false;
  }
}
