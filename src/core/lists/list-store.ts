// A server-paged list of one contract operation: its view lives in the address, its page in a store; the
// latest request wins and the ones before it are cancelled. Screens read `$list` and `$view` and call verbs.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { type AnswerOf, type CallArguments, call, type OperationId } from '../api/call';
import { isAbort } from '../api/errors';
import { OPERATIONS } from '../api/operations';
import { errorCode } from '../stores/loadable';
import { $session } from '../stores/session';
import { $addressQuery, addressWith, changeAddressQuery } from './address';
import {
  type ListView,
  type ListViewOptions,
  listViewQuery,
  readListView,
  type SortOrder,
} from './list-view';

/** The operations that answer a page: `{ items, total }`. */
export type ListOperation = {
  [Op in OperationId]: AnswerOf<Op> extends { items: readonly unknown[]; total: number } ? Op : never;
}[OperationId];

/** One row of a list operation's page, typed from the contract. */
export type ListItem<Op extends ListOperation> =
  AnswerOf<Op> extends { items: readonly (infer I)[] } ? I : never;

/** The path parameters of a list operation (`{ id: 7 }` for a tag's users). */
export type ListPath<Op extends ListOperation> = CallArguments<Op> extends { path: infer P } ? P : undefined;

/** A page and how it came: not asked yet, on its way (the previous page still shown), there, or failed. */
export interface ListState<Item> {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  items: readonly Item[];
  total: number;
  /** The total is an estimate (contract `TotalEstimated`). */
  estimated?: boolean;
  /** The error code of spec 8 when failed. */
  code?: number;
}

/** How a list store reads its view. */
export type ListStoreOptions = ListViewOptions;

/** A list store: the page, the view, and the verbs that change the view (in the address) or reload. */
export interface ListStore<Op extends ListOperation> {
  $list: ReadableAtom<ListState<ListItem<Op>>>;
  $view: ReadableAtom<ListView>;
  /** Sets the path parameters (a tag's id) of an operation that has some; the list loads once they are set. */
  open(path: ListPath<Op>): void;
  setPage(page: number): void;
  /** A new page size starts again at page 1. */
  setSize(size: number): void;
  setSort(sort: string, order: SortOrder): void;
  /** A new filter query starts again at page 1. */
  setFilter(filter: string): void;
  /**
   * Marks the list shown (a screen shows it): it loads its view now and whenever the view changes, until the
   * returned function says it is no longer shown. Hidden, a list never loads (a detail's address is not its view).
   */
  show(): () => void;
  /** Loads the current view again (after a change the list shows); hidden, once it is shown again. */
  reload(): Promise<void>;
  /** The columns the address shows (a shared view's), null when it names none. */
  $columns: ReadableAtom<readonly string[] | null>;
  /** The address of `view` of this list showing `columns`, from page 1 (a saved view's link). */
  addressOf(view: Omit<ListView, 'page'>, columns: readonly string[]): string;
  /** Shows `view` with `columns` from page 1 (a saved view applied). */
  apply(view: Omit<ListView, 'page'>, columns: readonly string[]): void;
  /** Puts the columns shown in the address, the rest of the view kept (a shared view whose columns change). */
  setColumns(columns: readonly string[]): void;
}

const EMPTY = { state: 'idle', items: [], total: 0 } as const;

/** A store of the pages of the list operation `id`, its view held in the page's address. */
export function listStore<Op extends ListOperation>(id: Op, options: ListStoreOptions): ListStore<Op> {
  type Item = ListItem<Op>;
  const $list = atom<ListState<Item>>(EMPTY);
  const $view = computed($addressQuery, (query) => readListView(query, options));
  const $path = atom<ListPath<Op> | undefined>(undefined);
  const columnsKey = `${options.prefix ?? ''}columns`;
  const $columns = computed($addressQuery, (query) => {
    const named = new URLSearchParams(query).get(columnsKey);
    return named ? named.split(',') : null;
  });
  let running: AbortController | undefined;
  let shown = '';

  let showing = 0;

  async function load(force = false): Promise<void> {
    const path = $path.get();
    const view = $view.get();
    const key = JSON.stringify([path, view]);
    if (showing === 0 || (!force && key === shown && $list.get().state !== 'failed')) return;
    shown = key;
    running?.abort();
    const controller = new AbortController();
    running = controller;
    $list.set({ ...$list.get(), state: 'loading', code: undefined });
    try {
      const query = {
        page: view.page,
        size: view.size,
        sort: view.sort,
        order: view.order,
        filter: view.filter,
      };
      const args = { path, query, signal: controller.signal } as unknown as CallArguments<Op>;
      const page = (await (call as (id: Op, args: CallArguments<Op>) => Promise<unknown>)(id, args)) as {
        items: Item[];
        total: number;
        estimated?: boolean;
        totalExact?: boolean;
      };
      if (running === controller) {
        $list.set({
          state: 'ready',
          items: page.items,
          total: page.total,
          estimated: page.estimated === true || page.totalExact === false,
        });
      }
    } catch (error) {
      if (running !== controller || isAbort(error) || controller.signal.aborted) return;
      $list.set({ ...$list.get(), state: 'failed', code: errorCode(error) });
    }
  }

  const needsPath = () => OPERATIONS[id].path.includes('{');
  const refresh = () => {
    if (!needsPath() || $path.get() !== undefined) void load();
  };

  onMount($list, () => {
    const stops = [$view.subscribe(refresh), $path.listen(refresh)];
    return () => {
      for (const stop of stops) stop();
      running?.abort();
      running = undefined;
      shown = '';
    };
  });
  // The next user must never see this one's rows.
  $session.listen(({ sessionToken }) => {
    if (sessionToken !== '') return;
    running?.abort();
    shown = '';
    $list.set(EMPTY);
  });

  const change = (patch: Partial<ListView>) =>
    changeAddressQuery(listViewQuery({ ...$view.get(), ...patch }, options));
  const viewQuery = (view: Omit<ListView, 'page'>, columns: readonly string[]) => ({
    ...listViewQuery({ ...view, page: 1 }, options),
    [columnsKey]: columns.join(','),
  });

  return {
    $list,
    $view,
    open(path) {
      if (JSON.stringify(path) === JSON.stringify($path.get())) return;
      shown = '';
      $list.set(EMPTY);
      $path.set(path);
    },
    setPage: (page) => change({ page }),
    setSize: (size) => change({ size, page: 1 }),
    setSort: (sort, order) => change({ sort, order }),
    setFilter: (filter) => change({ filter, page: 1 }),
    $columns,
    addressOf: (view, columns) => addressWith(viewQuery(view, columns)),
    apply: (view, columns) => changeAddressQuery(viewQuery(view, columns)),
    setColumns: (columns) => changeAddressQuery({ [columnsKey]: columns.join(',') }),
    show() {
      // Shown again, the list takes its page afresh: what it held may have changed meanwhile.
      if (showing === 0) shown = '';
      showing++;
      const stop = $list.listen(() => undefined);
      refresh();
      return () => {
        showing--;
        stop();
      };
    },
    // Hidden (a detail changed it), the list is only marked stale: it loads again once shown.
    reload: () => {
      shown = '';
      return load(true);
    },
  };
}
