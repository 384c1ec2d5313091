import { createContext, useContext } from 'react';

/** True where the room's buttons find no room for their labels: the bar's side group, a phone's bar, the preview. */
export const BarLabelsHidden = createContext(false);

/**
 * A room button's name under its icon; where labels find no room it is visually hidden (still the button's name)
 * and shows as a tooltip while the button is hovered or focused.
 */
export function BarLabel({ children }: { children: string }) {
  const hidden = useContext(BarLabelsHidden);
  return <span className={hidden ? 'bar-label visually-hidden' : 'bar-label'}>{children}</span>;
}
