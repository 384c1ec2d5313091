// A list's view (page, size, sort, order, filter) read from and written to the address's query.
import { PAGE_SIZE_DEFAULT, PAGE_SIZES, SORT_ASCENDING, SORT_DESCENDING } from '../constants';

/** Sort order of the contract: 0 ascending, 1 descending. */
export type SortOrder = typeof SORT_ASCENDING | typeof SORT_DESCENDING;

/** What part of a list is shown: the page, its size, the sort column and order, the filter query. */
export interface ListView {
  page: number;
  size: number;
  sort: string;
  order: SortOrder;
  filter: string;
}

/** How a list reads its view: its defaults, the columns it may sort by, and a prefix for its parameters. */
export interface ListViewOptions {
  sort: string;
  order?: SortOrder;
  /** Columns the operation sorts by; any other `sort` in the address is ignored. */
  sorts?: readonly string[];
  /** Put before each parameter's name, so two lists of one page keep their own view. */
  prefix?: string;
}

const KEYS = ['page', 'size', 'sort', 'order', 'filter'] as const;

function whole(text: string | null): number | undefined {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** The view a query string holds, each missing or unusable parameter at its default. */
export function readListView(query: string, options: ListViewOptions): ListView {
  const params = new URLSearchParams(query);
  const get = (key: (typeof KEYS)[number]) => params.get(`${options.prefix ?? ''}${key}`);
  const page = whole(get('page'));
  const size = whole(get('size'));
  const sort = get('sort');
  const order = whole(get('order'));
  return {
    page: page !== undefined && page >= 1 ? page : 1,
    size: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
    sort: sort !== null && (options.sorts ?? [sort]).includes(sort) ? sort : options.sort,
    order: order === SORT_DESCENDING || order === SORT_ASCENDING ? order : (options.order ?? SORT_ASCENDING),
    filter: get('filter') ?? '',
  };
}

/** The query parameters of a view; defaults are left out, so the plain list has a plain address. */
export function listViewQuery(view: ListView, options: ListViewOptions): Record<string, string | undefined> {
  const prefix = options.prefix ?? '';
  const differs = (value: string | number, fallback: string | number) =>
    value === fallback ? undefined : String(value);
  return {
    [`${prefix}page`]: differs(view.page, 1),
    [`${prefix}size`]: differs(view.size, PAGE_SIZE_DEFAULT),
    [`${prefix}sort`]: differs(view.sort, options.sort),
    [`${prefix}order`]: differs(view.order, options.order ?? SORT_ASCENDING),
    [`${prefix}filter`]: view.filter || undefined,
  };
}
