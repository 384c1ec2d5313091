import { useStore } from '@nanostores/react';
import { $layout, chooseLayout, LAYOUTS } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { BarPopup } from './bar-popup';

/** The layout choice of the control bar: grid, speaker or sidebar, as radio buttons (arrow keys move). */
export function LayoutButton() {
  const t = useT('meeting');
  const layout = useStore($layout);
  return (
    <BarPopup
      icon="layout"
      label={t('webrtc.room.layout')}
      legend={t('webrtc.room.layout')}
      className="layout-picker"
    >
      {LAYOUTS.map((name) => (
        <label key={name}>
          <input
            type="radio"
            name="meet-layout"
            value={name}
            checked={layout === name}
            onChange={() => chooseLayout(name)}
          />
          {t(`webrtc.room.layouts.${name}`)}
        </label>
      ))}
    </BarPopup>
  );
}
