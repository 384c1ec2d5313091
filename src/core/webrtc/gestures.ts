// Raised hands and reactions (signalling.md "Raised hands and reactions"): the guest's own hand follows
// PARTICIPANTS, reactions float over their sender's tile for REACTION_SHOW_MS. The hand goes down by itself
// once the guest has spoken for HAND_LOWER_AFTER_SPEAKING_MS in all since raising it: their turn came.
import { atom, computed, onMount } from 'nanostores';
import { $activeSpeaker } from './active-speaker';
import { LEVEL_INTERVAL_MS } from './level-meter';
import { $people, $selfId } from './participants';
import type * as Frames from './signalling.generated';

/** A reaction's name on the wire. */
export type ReactionName = Frames.ReactionName;

/** The reactions a guest can send, in the order the menu shows them, with the emoji drawn for each. */
export const REACTIONS: Record<ReactionName, string> = {
  thumbsUp: '👍',
  clap: '👏',
  laugh: '😂',
  surprised: '😮',
  heart: '❤️',
  party: '🎉',
};
/** How long a reaction stays over its sender's tile. */
export const REACTION_SHOW_MS = 4_000;
/** Speaking this long in all (as the active speaker; pauses between words do not start it over) lowers the raised hand. */
export const HAND_LOWER_AFTER_SPEAKING_MS = 5_000;

/** A reaction on screen: who sent it (`from`, `name`), which, and whether it is the guest's own. */
export interface ShownReaction {
  id: number;
  from: string;
  name: string;
  reaction: ReactionName;
  own: boolean;
}

/** The reactions on screen now, oldest first. */
export const $reactions = atom<ShownReaction[]>([]);
/** How many of the guest's reactions the server refused for coming too fast (a notice says so). */
export const $reactionsRefused = atom(0);
/** True while the guest's own hand is up. */
export const $handRaised = computed($people, (people) => people.some((p) => p.self && p.hand !== null));

type Outbox = (frame: Frames.Hand | Frames.Reaction) => void;
let outbox: Outbox | null = null;
let counter = 0;

/** Where HAND and REACTION go (the conversation, once admitted with the chat right); null stops them. */
export function connectGestures(send: Outbox | null): void {
  outbox = send;
  if (!send) $reactions.set([]);
}

/** Raises or lowers the guest's hand. */
export function setHand(raised: boolean): void {
  outbox?.({ type: 'HAND', raised });
}

/** Raises the hand when it is down, lowers it when it is up. */
export function toggleHand(): void {
  setHand(!$handRaised.get());
}

/** Sends a reaction to everyone. */
export function sendReaction(reaction: ReactionName): void {
  outbox?.({ type: 'REACTION', reaction });
}

/** A reaction arrived: shown for REACTION_SHOW_MS. */
export function receiveReaction(from: string, name: string, reaction: ReactionName): void {
  if (!Object.hasOwn(REACTIONS, reaction)) return;
  counter += 1;
  const id = counter;
  $reactions.set([...$reactions.get(), { id, from, name, reaction, own: from === $selfId.get() }]);
  setTimeout(() => $reactions.set($reactions.get().filter((shown) => shown.id !== id)), REACTION_SHOW_MS);
}

/** The server refused a reaction (too many too fast). */
export function reactionRefused(): void {
  $reactionsRefused.set($reactionsRefused.get() + 1);
}

// While the hand is up and someone watches it, every reading in which the guest is the active speaker counts;
// HAND_LOWER_AFTER_SPEAKING_MS of them in all lower it. Speech pauses between sentences, so a pause only stops
// the count, it does not start it over.
function countSpeaking(): () => void {
  let spoken = 0;
  const unwatch = $activeSpeaker.listen(() => {});
  const timer = setInterval(() => {
    const self = $selfId.get();
    if (self && $activeSpeaker.get() === self) spoken += LEVEL_INTERVAL_MS;
    if (spoken < HAND_LOWER_AFTER_SPEAKING_MS) return;
    clearInterval(timer);
    setHand(false);
  }, LEVEL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    unwatch();
  };
}

onMount($handRaised, () => {
  let stopCounting: (() => void) | undefined;
  let up = false;
  // Its own sources, not $handRaised: a listener of its own would keep the store mounted for ever.
  const unlisten = $people.subscribe((people) => {
    const raised = people.some((p) => p.self && p.hand !== null);
    if (raised === up) return;
    up = raised;
    stopCounting?.();
    stopCounting = raised ? countSpeaking() : undefined;
  });
  return () => {
    unlisten();
    stopCounting?.();
  };
});
