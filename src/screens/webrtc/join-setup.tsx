import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import {
  $activeDevices,
  $join,
  $localStream,
  $mediaErrors,
  $micLevel,
  enterMeeting,
  playTestSound,
  storedFullName,
} from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { DeviceSelect } from './device-select';
import { MediaView } from './media-view';

/** The microphone level as a native meter (0 to 100). */
function LevelMeter() {
  const t = useT('meeting');
  const level = useStore($micLevel);
  return (
    <meter
      className="level"
      min={0}
      max={100}
      value={Math.round(level * 100)}
      aria-label={t('webrtc.level')}
    />
  );
}

/** Configuration (spec 2 "Browser meeting client"): devices, preview, level, full name, connect. */
export function JoinSetup() {
  const t = useT('meeting');
  const nameId = useId();
  const errorId = useId();
  const join = useStore($join);
  const errors = useStore($mediaErrors);
  const stream = useStore($localStream);
  const { speaker } = useStore($activeDevices);
  const [name, setName] = useState(storedFullName);
  const nameError =
    join.error === 'webrtc.error.fullNameRequired' || join.error === 'webrtc.error.userfullname';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enterMeeting(name).catch(() => {});
  };
  return (
    <form className="setup" onSubmit={submit} noValidate>
      <p>{t('webrtc.configuration')}</p>
      <div className="preview-box">
        <MediaView stream={stream} muted label={t('webrtc.preview')} className="preview" />
        <LevelMeter />
      </div>
      <div className="devices">
        <DeviceSelect kind="camera" />
        <DeviceSelect kind="microphone" />
        <DeviceSelect kind="speaker" />
        <button type="button" onClick={() => playTestSound(speaker).catch(() => {})}>
          {t('webrtc.speakerTest')}
        </button>
      </div>
      {(['camera', 'microphone'] as const).map((role) =>
        errors[role] ? (
          <p key={role} className="warning" role="alert">
            {t(errors[role])} {t('webrtc.device.joinWithout')}
          </p>
        ) : null,
      )}
      <div className="field">
        <label htmlFor={nameId}>{t('webrtc.fullName')}</label>
        <input
          id={nameId}
          value={name}
          autoComplete="name"
          required
          maxLength={80}
          aria-invalid={nameError}
          aria-describedby={join.error ? errorId : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </div>
      {join.error ? (
        <p id={errorId} className="error" role="alert">
          {t(join.error)} {join.errorDetail ? t(join.errorDetail) : ''}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={join.busy} aria-busy={join.busy}>
        {join.busy ? t('webrtc.connecting') : t('webrtc.connect')}
      </button>
    </form>
  );
}
