import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $cameraOn, $microphoneOn, toggleCamera, toggleMicrophone } from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { BarLabel } from './bar-label';
import { DeviceMenu } from './device-menu';
import { useShortcutKeys } from './shortcuts';

/** Where a toggle sits: over the preview (round, named by its icon) or in the control bar (labelled). */
type Placement = 'preview' | 'bar';

/** Props of a toggle button of the room. */
interface BarButtonProps {
  icon: string;
  label: string;
  pressed?: boolean;
  /** The keyboard shortcut, for aria-keyshortcuts. */
  shortcut?: string;
  className?: string;
  onClick: () => void;
  children?: ReactNode;
}

/** An icon button with a visible label (a tooltip on narrow screens); `pressed` makes it a toggle. */
export function BarButton({ icon, label, pressed, shortcut, className, onClick, children }: BarButtonProps) {
  const keys = useShortcutKeys(shortcut);
  return (
    <button
      type="button"
      className={`bar-button ${className ?? ''}`}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      onClick={onClick}
    >
      <Icon name={icon} size={20} />
      <BarLabel>{label}</BarLabel>
      {children}
    </button>
  );
}

/** The microphone on or off (aria-pressed: on), with the microphone and speaker menu beside it. */
export function MicrophoneToggle({ placement }: { placement: Placement }) {
  const t = useT('meeting');
  const on = useStore($microphoneOn);
  return (
    <div className={`split split--${placement} ${on ? '' : 'split--off'}`}>
      <BarButton
        icon={on ? 'microphone' : 'microphone-off'}
        label={t('webrtc.room.microphone')}
        pressed={on}
        shortcut={placement === 'bar' ? 'M' : undefined}
        onClick={toggleMicrophone}
      />
      <DeviceMenu
        kinds={['microphone', 'speaker']}
        label={t('webrtc.room.audioSettings')}
        placement={placement === 'bar' ? 'above' : 'below'}
      />
    </div>
  );
}

/** The camera on or off (aria-pressed: on), with the camera menu beside it. */
export function CameraToggle({ placement }: { placement: Placement }) {
  const t = useT('meeting');
  const on = useStore($cameraOn);
  return (
    <div className={`split split--${placement} ${on ? '' : 'split--off'}`}>
      <BarButton
        icon={on ? 'camera' : 'camera-off'}
        label={t('webrtc.room.camera')}
        pressed={on}
        shortcut={placement === 'bar' ? 'V' : undefined}
        onClick={toggleCamera}
      />
      <DeviceMenu
        kinds={['camera']}
        label={t('webrtc.room.videoSettings')}
        placement={placement === 'bar' ? 'above' : 'below'}
      />
    </div>
  );
}
