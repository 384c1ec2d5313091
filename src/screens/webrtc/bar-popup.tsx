import type { ReactNode } from 'react';
import { Disclosure } from '../../widgets/disclosure/disclosure';
import { Icon } from '../../widgets/icon/icon';
import { BarLabel } from './bar-label';

/** Props of a popup of the control bar: its button's icon and name, the name of what it opens, its content. */
interface BarPopupProps {
  icon: string;
  label: string;
  legend: string;
  className?: string;
  children: ReactNode;
}

/** A control-bar button that opens a small group of controls above itself (the shared disclosure). */
export function BarPopup({ icon, label, legend, className, children }: BarPopupProps) {
  return (
    <Disclosure
      className="bar-popup"
      buttonClassName="bar-button"
      button={
        <>
          <Icon name={icon} size={20} />
          <BarLabel>{label}</BarLabel>
        </>
      }
      legend={legend}
      legendHidden
      panelClassName={`bar-popup-box ${className ?? ''}`}
    >
      {children}
    </Disclosure>
  );
}
