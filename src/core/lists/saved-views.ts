// A list's saved views: named filters, sort, page size and shown columns, kept in the browser per list and per
// signed-in account (as react-admin keeps its saved queries in its store). Each is also an address to share.
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { SAVED_VIEW_NAME_MAX } from '../constants';
import { $session } from '../stores/session';
import { readStored, writeStored } from '../stores/storage';
import type { ListView } from './list-view';

/** A named view of a list: what it filters and how it sorts, its page size, and the columns it shows. */
export interface SavedView extends Omit<ListView, 'page'> {
  name: string;
  columns: readonly string[];
}

/** Why a view's name was refused: none given, or another view of the list has it. */
export type ViewNameProblem = 'empty' | 'taken';

const changed = atom(0);
const stores = new Map<string, ReadableAtom<readonly SavedView[]>>();
const keyOf = (list: string) => `meet.views.${$session.get().username}.${list}`;

function isView(value: unknown): value is SavedView {
  const view = value as SavedView;
  return (
    typeof view?.name === 'string' &&
    typeof view.filter === 'string' &&
    typeof view.sort === 'string' &&
    typeof view.size === 'number' &&
    (view.order === 0 || view.order === 1) &&
    Array.isArray(view.columns) &&
    view.columns.every((column) => typeof column === 'string')
  );
}

/** The stored views of `list`, each unreadable one left out. */
function stored(list: string): readonly SavedView[] {
  try {
    const value: unknown = JSON.parse(readStored(keyOf(list)) || '[]');
    return Array.isArray(value) ? value.filter(isView) : [];
  } catch {
    return [];
  }
}

/** The saved views of `list` for the signed-in account, by name. */
export function $savedViews(list: string): ReadableAtom<readonly SavedView[]> {
  let known = stores.get(list);
  if (!known) {
    known = computed([changed, $session], () => stored(list));
    stores.set(list, known);
  }
  return known;
}

function write(list: string, views: readonly SavedView[]): void {
  const sorted = [...views].sort((a, b) => a.name.localeCompare(b.name));
  writeStored(keyOf(list), sorted.length ? JSON.stringify(sorted) : '');
  (changed as WritableAtom<number>).set(changed.get() + 1);
}

/** What is wrong with `name` as the name of a view of `list` (`except`: the view being renamed). */
function problemOf(list: string, name: string, except?: string): ViewNameProblem | undefined {
  if (name === '') return 'empty';
  const taken = stored(list).some(
    (view) => view.name !== except && view.name.toLowerCase() === name.toLowerCase(),
  );
  return taken ? 'taken' : undefined;
}

const cut = (name: string) => name.trim().slice(0, SAVED_VIEW_NAME_MAX);

/** Saves `view` of `list` under its name; answers why not when the name is empty or taken. */
export function saveView(list: string, view: SavedView): ViewNameProblem | undefined {
  const name = cut(view.name);
  const problem = problemOf(list, name);
  if (!problem) write(list, [...stored(list), { ...view, name }]);
  return problem;
}

/** Renames the view `from` of `list` to `to`; answers why not when the new name is empty or taken. */
export function renameView(list: string, from: string, to: string): ViewNameProblem | undefined {
  const name = cut(to);
  const problem = problemOf(list, name, from);
  if (!problem)
    write(
      list,
      stored(list).map((view) => (view.name === from ? { ...view, name } : view)),
    );
  return problem;
}

/** Deletes the view `name` of `list`. */
export function deleteView(list: string, name: string): void {
  write(
    list,
    stored(list).filter((view) => view.name !== name),
  );
}
