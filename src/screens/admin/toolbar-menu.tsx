import type { ReactNode } from 'react';
import { Disclosure } from '../../widgets/disclosure/disclosure';
import type { PopupOptions } from '../../widgets/popup/top-layer';

/** Props of a list toolbar's menu: its button's word and full name, its legend, what it holds. */
export interface ToolbarMenuProps {
  className: string;
  /** The button's visible word ("Columns"). */
  button: string;
  /** The button's name with its list ("Columns of Users"). */
  buttonLabel: string;
  legend: string;
  panelClassName?: string;
  children: ReactNode;
}

/** The menu opens under its button, along its start edge, as a menu of a toolbar does. */
const UNDER: PopupOptions = { prefer: 'below', align: 'start', gap: 4 };

/** A menu of a list's toolbar (the column chooser, the saved views): a secondary button opening a panel under it. */
export function ToolbarMenu({ panelClassName = '', ...props }: ToolbarMenuProps) {
  return (
    <Disclosure
      {...props}
      buttonClassName="button button--secondary"
      panelClassName={`columns__choices ${panelClassName}`.trim()}
      placement={UNDER}
    />
  );
}
