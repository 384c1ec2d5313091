import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $deviceChoice, $devices, chooseDevice, type DeviceKind } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';

/** A labelled select of the cameras, microphones or speakers; the choice is remembered by core. */
export function DeviceSelect({ kind }: { kind: DeviceKind }) {
  const t = useT('meeting');
  const id = useId();
  const devices = useStore($devices).filter((device) => device.kind === kind);
  const chosen = useStore($deviceChoice)[kind];
  const value = devices.some((device) => device.deviceId === chosen) ? chosen : '';
  return (
    <div className="field">
      <label htmlFor={id}>{t(`webrtc.${kind}`)}</label>
      <select id={id} value={value} onChange={(event) => chooseDevice(kind, event.currentTarget.value)}>
        <option value="">{t('webrtc.defaultDevice')}</option>
        {devices
          .filter((device) => device.deviceId !== 'default')
          .map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || t(`webrtc.unnamed.${kind}`, { n: index + 1 })}
            </option>
          ))}
      </select>
    </div>
  );
}
