// The in-page player of a meeting's video: its bytes come through the one transport (a `<video src>` cannot
// send the bearer), as a Blob shown through an object URL that is revoked when the player closes or changes.
import { atom } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { errorCode } from '../stores/loadable';
import { $session } from '../stores/session';

type Attachment = components['schemas']['Attachment'];

/** What the player shows: nothing, a video on its way, one ready to play, or the error code of its failure. */
export type Player =
  | { state: 'closed' }
  | { state: 'loading'; attachment: Attachment }
  | { state: 'ready'; attachment: Attachment; url: string }
  | { state: 'failed'; attachment: Attachment; code: number };

/** The player of the attachments page. */
export const $player = atom<Player>({ state: 'closed' });

// Only the latest video asked for lands in the player.
let latest = {};

function release(): void {
  const shown = $player.get();
  if (shown.state === 'ready') URL.revokeObjectURL(shown.url);
}

/** Opens the player on a meeting's attachment: loads its bytes, then shows them (the previous one is freed). */
export async function playAttachment(meetingUid: string, attachment: Attachment): Promise<void> {
  release();
  const ticket = {};
  latest = ticket;
  $player.set({ state: 'loading', attachment });
  try {
    const blob = await call('getAttachmentContent', { path: { uid: meetingUid, fileId: attachment.id } });
    if (latest === ticket) $player.set({ state: 'ready', attachment, url: URL.createObjectURL(blob) });
  } catch (error) {
    if (latest === ticket) $player.set({ state: 'failed', attachment, code: errorCode(error) });
  }
}

/** Closes the player and frees its video. */
export function closePlayer(): void {
  release();
  latest = {};
  $player.set({ state: 'closed' });
}

// The next user never finds the previous one's video open.
$session.listen(({ sessionToken }) => {
  if (sessionToken === '' && $player.get().state !== 'closed') closePlayer();
});
