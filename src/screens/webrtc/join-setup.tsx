import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import {
  $activeDevices,
  $cameraOn,
  $join,
  $localStream,
  $mediaErrors,
  $micLevel,
  enterMeeting,
  playTestSound,
  storedFullName,
} from '../../core/webrtc';
import { Alert } from '../../widgets/alert/alert';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { Avatar } from './avatar';
import { BackgroundNotice } from './background-notice';
import { BarLabelsHidden } from './bar-label';
import { CameraToggle, MicrophoneToggle } from './media-toggles';
import { MediaView } from './media-view';

/** The microphone level as a native meter (0 to 100). */
function LevelMeter() {
  const t = useT('meeting');
  const level = useStore($micLevel);
  return (
    <div className="level-row">
      <Icon name="microphone" />
      <meter
        className="level"
        min={0}
        max={100}
        value={Math.round(level * 100)}
        aria-label={t('webrtc.level')}
      />
    </div>
  );
}

/** The camera preview, mirrored, with the microphone and camera toggles and their device menus over it. */
export function Preview({ name }: { name: string }) {
  const t = useT('meeting');
  const stream = useStore($localStream);
  const cameraOn = useStore($cameraOn);
  return (
    <div className="preview-box">
      <MediaView stream={stream} muted label={t('webrtc.preview')} className="preview" />
      {cameraOn ? null : (
        <div className="preview-off">
          <Avatar name={name || '?'} />
          <p>{t('webrtc.setup.cameraIsOff')}</p>
        </div>
      )}
      <div className="preview-controls">
        <BarLabelsHidden.Provider value={true}>
          <MicrophoneToggle placement="preview" />
          <CameraToggle placement="preview" />
        </BarLabelsHidden.Provider>
      </div>
    </div>
  );
}

/** Configuration (spec 2 "Browser meeting client"): preview with toggles and devices, level, name, connect. */
export function JoinSetup() {
  const t = useT('meeting');
  const nameId = useId();
  const errorId = useId();
  const join = useStore($join);
  const errors = useStore($mediaErrors);
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
      <Preview name={name} />
      <div className="setup-side">
        <h2>{t('webrtc.setup.ready')}</h2>
        <p className="muted">{t('webrtc.configuration')}</p>
        <LevelMeter />
        <button type="button" className="ghost" onClick={() => playTestSound(speaker).catch(() => {})}>
          <Icon name="speaker" />
          {t('webrtc.speakerTest')}
        </button>
        {(['camera', 'microphone'] as const).map((role) =>
          errors[role] ? (
            <Alert key={role} tone="warning">
              {t(errors[role])} {t('webrtc.device.joinWithout')}
            </Alert>
          ) : null,
        )}
        <BackgroundNotice />
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
          <Alert id={errorId}>
            {t(join.error)} {join.errorDetail ? t(join.errorDetail) : ''}
          </Alert>
        ) : null}
        <button type="submit" className="primary connect" disabled={join.busy} aria-busy={join.busy}>
          {join.busy ? t('webrtc.connecting') : t('webrtc.connect')}
        </button>
      </div>
    </form>
  );
}
