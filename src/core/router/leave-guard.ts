// Unsaved edits hold the user back (a prompt) before they leave the page they are on: a link, a menu item,
// a reload or closing the tab. Forms register whether they hold edits; navigation asks before it goes.
import { atom } from 'nanostores';

/** A navigation waiting for the user's answer: where it goes, and whether it replaces the entry. */
export interface PendingLeave {
  path: string;
  replace: boolean;
}

/** The navigation the leave prompt asks about, null when none waits. */
export const $pendingLeave = atom<PendingLeave | null>(null);

const holders = new Set<() => boolean>();

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (hasUnsavedEdits()) event.preventDefault();
}

/** True when a registered form holds edits not saved yet. */
export function hasUnsavedEdits(): boolean {
  return [...holders].some((holds) => holds());
}

/** Registers a form's "do I hold edits?"; the returned function unregisters it. */
export function holdWhileEdited(holds: () => boolean): () => void {
  if (holders.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
  holders.add(holds);
  return () => {
    holders.delete(holds);
    if (holders.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/** True when leaving for `path` must wait for the user (edits held, and another page). */
export function mustAskBeforeLeaving(path: string): boolean {
  const target = new URL(path, location.href);
  return target.pathname !== location.pathname && hasUnsavedEdits();
}

/** Keeps the user on the page: the waiting navigation is dropped. */
export function stayOnPage(): void {
  $pendingLeave.set(null);
}
