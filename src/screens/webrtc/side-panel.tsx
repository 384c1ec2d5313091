import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';

/** Props of a side panel: its heading, what closes it, and its content. */
interface SidePanelProps {
  heading: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel beside the stage (over it on phones), named by its heading; it takes the focus when it opens and
 * Escape closes it.
 */
export function SidePanel({ heading, onClose, children }: SidePanelProps) {
  const t = useT('overlay');
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  // The focus moves into the panel, and back to what opened it (the bar's button) once it closes.
  useEffect(() => {
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    const opener = root?.activeElement as HTMLElement | null | undefined;
    panel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <aside
      ref={panel}
      className="side-panel"
      aria-labelledby={id}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header>
        <h2 id={id}>{heading}</h2>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      {children}
    </aside>
  );
}
