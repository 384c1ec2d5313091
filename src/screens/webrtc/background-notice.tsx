import { useStore } from '@nanostores/react';
import { $background, $backgroundStatus, chooseBackground } from '../../core/webrtc';
import { Alert } from '../../widgets/alert/alert';
import { useT } from '../../widgets/use-t';

/**
 * Says when the background effect drops frames on this device (with a button that turns it off) or could not start
 * (the camera then goes out as it is); nothing otherwise.
 */
export function BackgroundNotice() {
  const t = useT('meeting');
  const effect = useStore($background);
  const status = useStore($backgroundStatus);
  if (effect === 'none' || (status !== 'slow' && status !== 'failed')) return null;
  return (
    <Alert tone="warning">
      {t(`webrtc.background.${status}`)}{' '}
      <button type="button" className="link" onClick={() => chooseBackground('none')}>
        {t('webrtc.background.turnOff')}
      </button>
    </Alert>
  );
}
