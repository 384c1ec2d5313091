import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $player, closePlayer } from '../../../core/admin/meetings';
import { Alert } from '../../../widgets/alert/alert';
import { Modal } from '../../../widgets/modal/modal';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { MEETINGS_SHEETS } from './meetings-sheet';

/** The in-page player of a meeting's video, named after its file; Escape or the close button stop it. */
export function AttachmentPlayer() {
  const t = useT('meetings');
  const te = useT('error');
  const adopt = useStyleSheets(MEETINGS_SHEETS);
  const player = useStore($player);
  // Leaving the page closes the player and frees its video.
  useEffect(() => closePlayer, []);
  if (player.state === 'closed') return null;
  const { name } = player.attachment;
  return (
    <div ref={adopt}>
      <Modal shown label={name} width="min(48rem, 94vw)" onChange={closePlayer}>
        {player.state === 'ready' ? (
          // biome-ignore lint/a11y/useMediaCaption: a meeting recording has no caption track to offer
          <video className="attachment-player" controls autoPlay src={player.url} aria-label={name} />
        ) : player.state === 'failed' ? (
          <Alert>{te(`code.${player.code}`)}</Alert>
        ) : (
          <p className="muted" role="status">
            {t('attachments.playerLoading')}
          </p>
        )}
      </Modal>
    </div>
  );
}
