// What the meeting lets this guest do (spec 3: user rights video, talk, share, chat), from RESPONSE_LOGIN or
// the approval that admits the guest.
import { atom } from 'nanostores';
import type { Rights } from './messages';

/** Every right: what a meeting grants unless it denies one, and what a server that sends none means. */
export const ALL_RIGHTS: Rights = { video: true, talk: true, share: true, chat: true };

/** The guest's rights in the meeting. */
export const $rights = atom<Rights>(ALL_RIGHTS);

/** Takes the rights the server sent; a frame without them changes nothing. */
export function setRights(rights: Partial<Rights> | undefined): void {
  if (!rights) return;
  $rights.set({
    video: rights.video !== false,
    talk: rights.talk !== false,
    share: rights.share !== false,
    chat: rights.chat !== false,
  });
}

/** Back to every right (a new meeting). */
export function resetRights(): void {
  $rights.set(ALL_RIGHTS);
}
