// Chat messages relayed by the signalling server (CHAT), newest last.
import { atom } from 'nanostores';

/** One chat message; `text` is plain text, to be shown as text. */
export interface ChatLine {
  /** Position in the chat since the guest joined (a stable list key). */
  id: number;
  from: string;
  name: string;
  text: string;
  time: string;
  own: boolean;
}

/** Most messages kept, so a long meeting does not grow the page without bound. */
export const CHAT_KEEP = 500;

/** The meeting's chat since the guest joined. */
export const $chat = atom<ChatLine[]>([]);

let counter = 0;

/** Appends a received message. */
export function receiveChat(line: Omit<ChatLine, 'id'>): void {
  counter += 1;
  $chat.set([...$chat.get(), { ...line, id: counter }].slice(-CHAT_KEEP));
}

/** Empties the chat (a new meeting). */
export function clearChat(): void {
  $chat.set([]);
}
