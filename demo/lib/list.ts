// The list convention of the contract: page, size, sort, order, filter in; { items, total } out.
import { SORT_DESCENDING } from '../../src/core/constants';
import { RANGE_SEPARATOR } from '../../src/core/filters/query';
import { type Db, iterateRows } from '../db/database';
import { invalid } from '../http/errors';
import { nextDay } from './time';

/** A SQL condition and its parameters. */
export interface Condition {
  sql: string;
  params: unknown[];
  /**
   * The keys of a search index that hold every matching row (a superset): a list searches among them when they
   * are few, and tests `sql` row by row along its sort when they are many.
   */
  candidates?: Condition;
  /** `sql` is `key IN (candidates)` itself: with few candidates, it is the condition as it stands. */
  candidatesExact?: boolean;
  /** `sql` is `column = ?`: a walk along a sort may take an index that starts with this column (`LargeList.by`). */
  equals?: string;
}

/**
 * Up to this many matches, a list counts its total exactly; above, a filtered list estimates it from a sample
 * and says so (`estimated`): an exact count would read every matching row, and no page needs it.
 */
export const EXACT_TOTAL_MAX = 10_000;
/** Rows of the sample an estimated total is read from (spread evenly over the table). */
const ESTIMATE_SAMPLE = 2_000;
/** A text search of up to this many candidates estimates its matches from a sample of them (counted first). */
export const CANDIDATES_SAMPLED_MAX = 50_000;
/**
 * A list that sorts its candidates (`LargeList.sortsCandidates`) reads the rows of a text search with up to this
 * many candidates and sorts its matches apart. A candidate's row costs about as much as ten entries of a sort's
 * index, and a walk along the sort may pass most of the index before its first match.
 */
export const CANDIDATES_SORTED_MAX = 2 * EXACT_TOTAL_MAX;
/**
 * Entries of a sort's index walked (each tested against the candidates) in the time a candidate's row is read and
 * tested: about 0.3 and 1.3 µs (`name=son`, 16,679 candidates, at 1,000,000 users).
 */
const ENTRIES_PER_CANDIDATE = 4;

/** A condition no row passes (a filter that knows, before reading any, that nothing matches). */
export const NOTHING: Condition = { sql: '0', params: [] };

/** For each filter name the list accepts, how its value becomes a condition (undefined: no condition). */
export type FilterSpec = Record<string, (value: string) => Condition | undefined>;

/** The query of a list call. */
export interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  order?: number;
  filter?: string;
}

/** Reads the filter query string; an unknown filter name is an invalid parameter. */
export function parseFilter(filter: string | undefined, spec: FilterSpec): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, value] of new URLSearchParams(filter ?? '')) {
    // Only the list's own filters: `constructor` or `__proto__` are names of every object, not filters.
    const toCondition = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!toCondition) throw invalid(`Unknown filter "${name}".`);
    const condition = toCondition(value.trim());
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** AND of conditions, `1 = 1` when none. */
export function where(conditions: Condition[]): Condition {
  if (conditions.length === 0) return { sql: '1 = 1', params: [] };
  return {
    sql: conditions.map((c) => `(${c.sql})`).join(' AND '),
    params: conditions.flatMap((c) => c.params),
  };
}

/** One page of a list: its items and total, and whether that total is an estimate (more than EXACT_TOTAL_MAX). */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  estimated?: boolean;
}

/** A list of up to millions of rows: see `large` of `page`. */
export interface LargeList {
  table: string;
  rowid: string;
  /**
   * The index a walk along each sort column takes (the one that carries the filters' columns). Chosen from
   * sampled statistics, SQLite walked the unique index of the login, which carries none, and read a row per
   * entry: 0.7-3.5 s a page.
   */
  indexes: Record<string, string>;
  /**
   * Indexes that start with a column an equality filter tests, then a sort's column: by filtered column, then by
   * sort column. A walk along the sort seeks the filter's value first: the matches of a value that gathers at one
   * end of the sort (the scheduled meetings are the latest) are not found after every other entry.
   */
  by?: Record<string, Record<string, string>>;
  /**
   * A text search with more candidates than a total counts exactly, but at most CANDIDATES_SORTED_MAX, finds a
   * page among its candidates' rows, sorted apart, rather than walking the sort's index: when the matches gather at
   * the far end of the sort, the walk passed every entry before them (`name=son` holds the Wilsons: by last name,
   * about 900,000 entries and 160 ms a page; by language, the `en` users after `cs` and `de`, 90 ms).
   */
  sortsCandidates?: boolean;
  /**
   * Few matches, found (up to EXACT_TOTAL_MAX): the page is first looked for along the sort's index, at most
   * ENTRIES_PER_CANDIDATE entries a match, each match known from its entry (the rowid); every match's row is read
   * and sorted only when the page is not there. At a million meetings, reading 9,000 matches' rows to sort them cost
   * 15-19 ms; the walk finds a page in 7-9. With `keysFirst`; for the sort columns named, those of many values
   * (along one of few values, the matches of a filter gather: a past start range in the stopped meetings).
   */
  walksFew?: string[];
}

/** One page of a list query. */
export function page<Row, Item>(
  db: Db,
  options: {
    columns: string;
    from: string;
    base?: Condition;
    filters: FilterSpec;
    sorts: Record<string, string>;
    defaultSort: string;
    /** A unique column that ends every sort, in the same direction (so one index serves both orders). */
    tiebreak: string;
    query: ListQuery;
    map: (row: Row) => Item;
    /**
     * Choose the page's keys (the tiebreak) first, then read those rows only: an index of the sort column
     * covers the first step, so a deep page skips index entries, not rows. For one table whose sorts are
     * plain columns.
     */
    keysFirst?: boolean;
    /**
     * A list of up to millions of rows: the main table and its rowid as `from` names them (`meetings m`). Its
     * total is exact up to EXACT_TOTAL_MAX matches and estimated above; each page takes the cheaper of two plans.
     * The filters test the main table's columns only: the count, the estimate and the page's keys read it without
     * `from`'s joins (with them, SQLite walked a sort's index that carries no filter's column).
     */
    large?: LargeList;
  },
): ListPage<Item> {
  const { query } = options;
  const conditions = [...(options.base ? [options.base] : []), ...parseFilter(query.filter, options.filters)];
  const sortColumn = options.sorts[query.sort ?? options.defaultSort] ?? options.sorts[options.defaultSort];
  const descending = query.order === SORT_DESCENDING;
  const size = query.size ?? 10;
  const offset = ((query.page ?? 1) - 1) * size;
  const counted: Counted = options.large
    ? countLarge(db, options.large.table, options.large, conditions)
    : { ...exactCount(db, options.from, where(conditions)), conditions, few: false };
  const { total, estimated } = counted;
  // A page past the middle is a shallow one in the other order, read backwards (of an estimated total, the last
  // page is then the last rows).
  const backwards = options.large !== undefined && offset + size / 2 > total / 2;
  const reversed = backwards !== descending;
  const limit = backwards ? Math.max(0, Math.min(size, total - offset)) : size;
  const start = backwards ? Math.max(0, total - offset - size) : offset;
  const direction = reversed ? 'DESC' : 'ASC';
  // A sort by the tiebreak itself names it once: twice, SQLite walked the unique index of the key, which carries no
  // filter's column, rather than the sort's own index.
  const orderOf = (sortTerm: string | undefined) =>
    sortColumn === options.tiebreak
      ? `${sortTerm} ${direction}`
      : `${sortTerm} ${direction}, ${options.tiebreak} ${direction}`;
  // Few matches: find them through the filters' indexes and sort them (`+` keeps the sort's index out of it);
  // many: walk the sort's index and test each row until the page is full. Many matches, each condition stays a term
  // of its own: wrapped whole in `+( )`, a search's candidates were tested only after the entry's row was read
  // (10 times slower, `name=son` sorted by last name: 1.3 s). Up to `bound`: a walk that stops there.
  const read = (apart: boolean, bound?: Condition): Row[] => {
    const condition = apart || !options.large ? counted.condition : where(counted.conditions);
    const orderBy = orderOf(apart ? `+${sortColumn}` : sortColumn);
    const walk =
      options.large && !apart
        ? walkedIndex(options.large, conditions, sortColumn ?? options.tiebreak)
        : undefined;
    const keysFrom = options.large
      ? `${options.large.table}${walk ? ` INDEXED BY ${walk}` : ''}`
      : options.from;
    const tested = bound ? where([condition, bound]) : condition;
    const sql = options.keysFirst
      ? `SELECT ${options.columns} FROM ${options.from} WHERE ${options.tiebreak} IN (
           SELECT ${options.tiebreak} FROM ${keysFrom} WHERE ${tested.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?
         ) ORDER BY ${orderBy}`
      : `SELECT ${options.columns} FROM ${options.from} WHERE ${tested.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`;
    return limit === 0 ? [] : (db.prepare(sql).all(...tested.params, limit, start) as Row[]);
  };
  // Few matches, found: along the sort's index for at most ENTRIES_PER_CANDIDATE entries a match, each entry known a
  // match from its rowid; the page is there when the walk holds `limit` matches.
  const walkFew = (): Row[] | undefined => {
    const { large, keysFirst } = options;
    if (
      !sortColumn ||
      !large?.walksFew?.includes(sortColumn) ||
      !keysFirst ||
      counted.keys === undefined ||
      limit === 0
    )
      return undefined;
    const walk = walkedIndex(large, conditions, sortColumn);
    const alias = large.rowid.slice(0, -'rowid'.length);
    const mentions = (condition: Condition) =>
      Array.from(
        condition.sql.matchAll(new RegExp(`\\b${alias.replace('.', '\\.')}\\w+`, 'g')),
        ([column]) => column,
      );
    // The walk seeks with the value of a `by` index and with a range or a value of the sort's column. Another test of
    // the sort's column (a text, a set of values) gathers the matches somewhere along it: no walk.
    const seeks: Condition[] = [];
    for (const condition of conditions) {
      const columns = mentions(condition);
      if (condition.equals && large.by?.[condition.equals]?.[sortColumn] === walk) seeks.push(condition);
      else if (!columns.includes(sortColumn)) continue;
      else if (columns.some((column) => column !== sortColumn) || / (LIKE|IN) /.test(condition.sql))
        return undefined;
      else seeks.push(condition);
    }
    // Without a seek, the walk starts at an end of the whole table: it is taken only when the matches, spread evenly,
    // would fill the page within half the entries walked. They are not quite even, and a walk that does not find the
    // page costs about as much as the rows then read (29,000 entries, 13 ms, for 7,254 matches).
    const entries = counted.total * ENTRIES_PER_CANDIDATE;
    if (seeks.length === 0) {
      // Each of MIN and MAX reads one end of the table (together, in one SELECT, they read all of it).
      const end = (which: string) => `(SELECT ${which}(${large.rowid}) FROM ${large.table})`;
      const rows = db
        .prepare(`SELECT ${end('MAX')} - ${end('MIN')} + 1`)
        .pluck()
        .get() as number;
      if (((start + limit) * rows) / counted.total > entries / 2) return undefined;
    }
    const sought = where(seeks);
    const carried = [...new Set([options.tiebreak, sortColumn])].join(', ');
    const orderBy = orderOf(sortColumn);
    // The walked entries' columns, named without the table's alias.
    const bare = (sql: string) => sql.replace(new RegExp(`\\b${alias.replace('.', '\\.')}`, 'g'), '');
    const sql = `SELECT ${options.columns} FROM ${options.from} WHERE ${options.tiebreak} IN (
        SELECT ${bare(options.tiebreak)} FROM (
          SELECT ${large.rowid} AS walked, ${carried} FROM ${large.table}${walk ? ` INDEXED BY ${walk}` : ''}
          WHERE ${sought.sql} ORDER BY ${orderBy} LIMIT ?
        ) AS entries WHERE walked IN (SELECT value FROM json_each(?)) ORDER BY ${bare(orderBy)} LIMIT ? OFFSET ?
      ) ORDER BY ${orderBy}`;
    return db.prepare(sql).all(...sought.params, entries, counted.keys, limit, start) as Row[];
  };
  const probe =
    counted.probed && sortColumn && options.large?.indexes[sortColumn]
      ? probeBound(db, options.large, sortColumn, reversed, counted.probed * ENTRIES_PER_CANDIDATE)
      : undefined;
  const probed = probe && read(false, probe.bound);
  const walked = !probed && options.large?.walksFew ? walkFew() : undefined;
  const rows =
    probed && (probed.length === limit || !probe.bounded)
      ? probed
      : walked && walked.length === limit
        ? walked
        : read(counted.few);
  if (backwards) rows.reverse();
  return { items: rows.map(options.map), total, ...(estimated ? { estimated } : {}) };
}

/**
 * A walk along the sort's index that stops within its first `entries` (`bound`: the values before the value found
 * there): when a sortable search's matches are spread over the sort, the page is among them and every
 * candidate's row need not be read. A bound on the sort's value alone: one on the value and the tiebreak
 * (`(language, id) >= (?, ?)`) sought the value only and walked all its entries (166,000). None on a sort whose
 * empty values come first: the range would skip them. `bounded` false: the whole index is that short.
 */
function probeBound(db: Db, large: LargeList, column: string, reversed: boolean, entries: number) {
  const from = `${large.table} INDEXED BY ${large.indexes[column]}`;
  if (!reversed && db.prepare(`SELECT 1 FROM ${from} WHERE ${column} IS NULL LIMIT 1`).get())
    return undefined;
  const last = db
    .prepare(
      `SELECT ${column} AS value FROM ${from} ORDER BY ${column} ${reversed ? 'DESC' : 'ASC'}
       LIMIT 1 OFFSET ?`,
    )
    .get(entries) as { value: unknown } | undefined;
  if (!last) return { bound: undefined, bounded: false };
  if (last.value === null) return undefined;
  return { bound: { sql: `${column} ${reversed ? '>' : '<'} ?`, params: [last.value] }, bounded: true };
}

/** The index a page walks along `sortColumn`: one that starts with a column an equality filter tests, else the sort's. */
function walkedIndex(large: LargeList, conditions: Condition[], sortColumn: string): string | undefined {
  for (const { equals } of conditions) {
    const index = equals && large.by?.[equals]?.[sortColumn];
    if (index) return index;
  }
  return large.indexes[sortColumn];
}

/** What a list's streamed export reads: the list's table and filters, and the order its rows are written in. */
export interface ExportedList<Row, Item> {
  columns: string;
  from: string;
  base?: Condition;
  filters: FilterSpec;
  /** The column the rows are written by, descending (the list's default sort: newest first). */
  sort: string;
  tiebreak: string;
  map: (row: Row) => Item;
}

/**
 * Every row of a list that `filter` keeps, read while the answer is written (a bad filter throws first, before
 * anything is sent): the exports of the large lists.
 */
export function exportedRows<Row, Item>(
  db: Db,
  list: ExportedList<Row, Item>,
  filter: string | undefined,
): Iterable<Item> {
  const condition = where([...(list.base ? [list.base] : []), ...parseFilter(filter, list.filters)]);
  const rows = iterateRows<Row>(
    db,
    `SELECT ${list.columns} FROM ${list.from} WHERE ${condition.sql} ORDER BY ${list.sort} DESC, ${list.tiebreak} DESC`,
    condition.params,
  );
  return {
    *[Symbol.iterator]() {
      for (const row of rows) yield list.map(row);
    },
  };
}

function exactCount(db: Db, from: string, condition: Condition) {
  const total = db
    .prepare(`SELECT COUNT(*) FROM ${from} WHERE ${condition.sql}`)
    .pluck()
    .get(...condition.params) as number;
  return { condition, total, estimated: false };
}

/**
 * A large list's total, and how its page finds its rows: `few`, sorted apart from the matches `condition` finds;
 * else along the sort's index, testing `conditions`; `probed`, first along the index for a few entries only.
 */
interface Counted {
  condition: Condition;
  conditions: Condition[];
  total: number;
  estimated: boolean;
  few: boolean;
  /**
   * Many matches among this many candidates of a sortable search: the page is first looked for along the sort's
   * index, as far as reading the candidates would cost (the matches may be spread over it).
   */
  probed?: number;
  /** Few matches, found: their rowids (a JSON array). */
  keys?: string;
}

/**
 * The total of a large list and the condition its page uses: a search index's candidates join the condition
 * when they are few; matches are counted up to EXACT_TOTAL_MAX, and estimated above from a sample.
 */
function countLarge(db: Db, from: string, large: LargeList, conditions: Condition[]): Counted {
  if (conditions.length === 0) {
    const total = db.prepare(`SELECT COUNT(*) FROM ${large.table}`).pluck().get() as number;
    return { condition: where([]), conditions, total, estimated: false, few: false };
  }
  // Nothing matches: no sample is read (2,000 rows, about 4 ms) to learn it.
  if (conditions.some((condition) => condition.sql === NOTHING.sql))
    return { condition: NOTHING, conditions, total: 0, estimated: false, few: true };
  const bound = large.sortsCandidates ? CANDIDATES_SORTED_MAX : EXACT_TOTAL_MAX;
  const bounded = (sql: string, params: unknown[]) =>
    db
      .prepare(`SELECT COUNT(*) FROM (${sql} LIMIT ${bound + 1})`)
      .pluck()
      .get(...params) as number;
  // A condition whose candidates are few searches among them, and the count and the page start there; without
  // one, the first condition with many candidates drives the count, its candidates read in turn (a search index
  // streams them) until enough rows matched (`email=example&role=administrator` read a million candidates for
  // the role's thousand holders when the search drove).
  let driver: Condition | undefined;
  let driving: Condition | undefined;
  let sortable: { candidates: Condition; text: Condition; counted: number } | undefined;
  let narrowed = false;
  const used = conditions.map((condition) => {
    const { candidates } = condition;
    if (!candidates) return condition;
    const counted = bounded(candidates.sql, candidates.params);
    if (counted > bound) {
      if (!driver) [driver, driving] = [candidates, condition];
      return condition;
    }
    if (counted > EXACT_TOTAL_MAX) {
      sortable ??= { candidates, text: condition, counted };
      return condition;
    }
    narrowed = true;
    return condition.candidatesExact ? condition : among(large, candidates, condition);
  });
  if (narrowed) sortable = undefined;
  // A sortable search whose other filters test the row's own columns (no other search): its matches are gathered
  // at once, every candidate's row read once, and sampled only when more than EXACT_TOTAL_MAX of them match.
  // Sampled first, 2,000 of the candidates' rows were read (5-7 ms) before all of them were read anyway
  // (`name=son&activated=false`: 493 matches among 16,679 candidates).
  const gathersFirst = sortable !== undefined && driver === undefined && used.length > 1;
  if (narrowed || sortable) driver = undefined;
  // A row's text tests come after its column tests, which reject most rows first: SQLite tests the terms in the
  // order written, and four LIKE tests on each of 16,679 candidates' rows cost about 8 ms of a 23 ms gather
  // (`name=son&activated=false`).
  const condition = where([
    ...used.filter((c) => !c.candidates || c.candidatesExact),
    ...used.filter((c) => c.candidates && !c.candidatesExact),
  ]);
  // Many matches among a sortable search's candidates: the page is sorted apart from their rows, unless a short walk
  // along the sort finds it (`probed`), testing the candidates from the entry.
  const apart = (total: number) =>
    sortable && {
      condition: among(large, sortable.candidates, condition),
      conditions: used.map((c) => (c === sortable?.text ? among(large, sortable.candidates, c, '+') : c)),
      total,
      estimated: true,
      few: true,
      probed: sortable.counted,
    };
  // Many matches, sure from a sample (of the table or of the candidates), are estimated without counting them:
  // the count read a row per candidate until EXACT_TOTAL_MAX matched (400-1,600 ms), and with filters no one
  // index serves, a row per entry of one filter's index (two date ranges: about 100 ms). Few candidates are
  // counted among themselves: a sample of the table could not find them many.
  const sampled =
    !gathersFirst && (sortable || driver || !narrowed)
      ? estimate(
          db,
          from,
          large,
          condition,
          sortable ?? (driver && { candidates: driver, text: driving ?? condition }),
        )
      : undefined;
  // Walking a sort's index, the driving search's few candidates are tested from the index entry (it holds the
  // rowid) before the row is read: the row of every entry walked was read for its text test, 60-700 ms a page.
  // More than CANDIDATES_SAMPLED_MAX candidates are not gathered (a million took about 3 s): the text is tested
  // on the row, and the rows that hold it are then common enough that a page reads few others.
  const search = driver && !sampled?.manyCandidates ? driver : undefined;
  const walked = search
    ? used.map((c) => (c.candidates === search ? among(large, search, c, '+') : c))
    : used;
  if (sampled?.many)
    return (
      apart(sampled.total) ?? {
        condition,
        conditions: walked,
        total: sampled.total,
        estimated: true,
        few: false,
      }
    );
  // The matches are found once, up to one more than counted exactly, and their keys kept: a few are then the
  // page's rows, read by key (found again, every candidate's row was read twice: `name=son&activated=false`,
  // 16,749 rows for 500 matches). A search with few candidates finds them among those; with many, the other
  // filters' indexes find the rows and the text is tested on each (`email=example&registrationDate=<a day>` read
  // a million candidates' rows).
  const gathered = sortable?.candidates ?? search;
  const [matching, params] = gathered
    ? [`(${gathered.sql}) AS candidate, ${from} WHERE ${large.rowid} = candidate.rowid AND`, gathered.params]
    : [`${from} WHERE`, []];
  const keys = db
    .prepare(`SELECT ${large.rowid} FROM ${matching} (${condition.sql}) LIMIT ${EXACT_TOTAL_MAX + 1}`)
    .pluck()
    .all(...params, ...condition.params) as number[];
  if (keys.length <= EXACT_TOTAL_MAX) {
    const found = {
      sql: `${large.rowid} IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify(keys)],
    };
    return {
      condition: found,
      conditions: used,
      total: keys.length,
      estimated: false,
      few: true,
      keys: found.params[0] as string,
    };
  }
  const { total } = sampled ?? estimate(db, from, large, condition, sortable);
  return apart(total) ?? { condition, conditions: walked, total, estimated: true, few: false };
}

/**
 * `condition` tested among a search's candidates only: `rowid IN (candidates) AND (condition)`; `+` keeps the
 * candidates from driving the plan (a walk along a sort tests them, the rowid in hand).
 */
function among(
  large: { rowid: string },
  candidates: Condition,
  condition: Condition,
  sign: '' | '+' = '',
): Condition {
  return {
    sql: `${sign}${large.rowid} IN (${candidates.sql}) AND (${condition.sql})`,
    params: [...candidates.params, ...condition.params],
  };
}

/**
 * A sampled total. `many`: two standard deviations below the sample's matches, the total is still above
 * EXACT_TOTAL_MAX. `manyCandidates`: the search's candidates are more than CANDIDATES_SAMPLED_MAX, so they are
 * neither gathered nor joined to their rows.
 */
interface Estimate {
  total: number;
  many: boolean;
  manyCandidates?: boolean;
}

/**
 * The matches of `condition` in a sample, scaled, in two digits: ESTIMATE_SAMPLE rows picked at random over the
 * rowids (a multiplicative hash, not a stride, which could fall in step with a pattern of the data); or, when
 * a search's candidates are at most CANDIDATES_SAMPLED_MAX, about ESTIMATE_SAMPLE of them picked the same way
 * (a text search's matches are then measured among the rows that can match, not among a handful of the table's).
 */
function estimate(
  db: Db,
  from: string,
  large: { table: string; rowid: string },
  condition: Condition,
  search?: { candidates: Condition; text: Condition; counted?: number },
): Estimate {
  // The rows the search's own text matches are counted beside: a superset of the matches, a subset of the
  // candidates.
  const text = search?.text ?? NOTHING;
  const sample = (population: string, params: unknown[]) =>
    db
      .prepare(
        `SELECT COUNT(*) AS seen, COUNT(CASE WHEN ${condition.sql} THEN 1 END) AS matched,
           COUNT(CASE WHEN ${text.sql} THEN 1 END) AS texts FROM ${population}`,
      )
      .get(...condition.params, ...text.params, ...params) as {
      seen: number;
      matched: number;
      texts: number;
    };
  const scaled = (matched: number, seen: number, of: number) => {
    const low = ((matched - 2 * Math.sqrt(matched)) / seen) * of;
    const total = Math.max(EXACT_TOTAL_MAX + 1, Number(((matched / seen) * of).toPrecision(2)));
    return { total: Math.min(of, total), many: low > EXACT_TOTAL_MAX, low };
  };
  // Picked inside the search, then read in rowid order: picked beside the join, every candidate's row was read.
  const amongCandidates = (candidates: Condition, count: number) => {
    const among = sample(
      `${from} WHERE ${large.rowid} IN (SELECT rowid FROM (${candidates.sql}) WHERE (rowid * 2654435761) % ? < ?)`,
      [...candidates.params, count, ESTIMATE_SAMPLE],
    );
    if (among.seen === 0) return { total: EXACT_TOTAL_MAX + 1, many: false };
    return scaled(among.matched, among.seen, count);
  };
  // Candidates counted already are few: the table's sample could not find their matches.
  if (search?.counted !== undefined) return amongCandidates(search.candidates, search.counted);
  // MIN and MAX each read one end of the table (together, or with COUNT, they would read all of it).
  const end = (which: 'MIN' | 'MAX') =>
    db.prepare(`SELECT ${which}(rowid) FROM ${large.table}`).pluck().get() as number;
  const first = end('MIN');
  const span = end('MAX') - first + 1;
  const { seen, matched, texts } = sample(
    `(WITH RECURSIVE sample(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM sample WHERE k + 1 < ?) SELECT k FROM sample)
       AS sample, ${from} WHERE ${large.rowid} = ? + (sample.k * 2654435761) % ?`,
    [ESTIMATE_SAMPLE, first, span],
  );
  // The share of sampled rowids that hold a row tells how many rows the table has, without counting them.
  const rows = Math.round((seen / ESTIMATE_SAMPLE) * span);
  const table = scaled(matched, ESTIMATE_SAMPLE, rows);
  if (!search) return table;
  const { candidates } = search;
  // Candidates hold every row the text matches: surely more of those than CANDIDATES_SAMPLED_MAX make as many
  // candidates, which are then not counted (a million, `email=example`, took 400 ms to count to that bound).
  if (scaled(texts, ESTIMATE_SAMPLE, rows).low > CANDIDATES_SAMPLED_MAX)
    return { ...table, manyCandidates: true };
  const count = db
    .prepare(`SELECT COUNT(*) FROM (${candidates.sql} LIMIT ${CANDIDATES_SAMPLED_MAX + 1})`)
    .pluck()
    .get(...candidates.params) as number;
  if (count > CANDIDATES_SAMPLED_MAX) return { ...table, manyCandidates: true };
  return amongCandidates(candidates, count);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filter: any of the columns contains the value (case-insensitive); empty matches everything. */
export const contains =
  (...columns: string[]) =>
  (value: string): Condition | undefined =>
    value === ''
      ? undefined
      : {
          sql: columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR '),
          params: columns.map(() => `%${escapeLike(value)}%`),
        };

/** The distinct trigrams of a text (at most `max`), leaving out those with control characters. */
function trigrams(text: string, max: number): string[] {
  const chars = [...text];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length && found.size < max; i++) {
    const trigram = chars.slice(i, i + 3).join('');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is left out
    if (!/[\u0000-\u001f\u007f]/.test(trigram)) found.add(trigram);
  }
  return [...found];
}

/** An FTS5 table (tokenize 'trigram', detail 'none') over some text columns of a table, sharing its rowids. */
export interface TrigramIndex {
  table: string;
  columns: readonly string[];
}

/**
 * Filter `contains` on some of the columns of a trigram index: a value of 3 characters or more names its
 * candidates in the index (rows holding each of its trigrams, in any indexed column); the exact LIKE test of
 * `contains` decides. A shorter value is the LIKE test alone.
 */
export const indexedContains =
  (index: TrigramIndex, columns: string[]) =>
  (value: string): Condition | undefined => {
    const exact = contains(...columns)(value);
    const words = trigrams(value, 16);
    if (!exact || words.length === 0) return exact;
    const match = words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');
    return {
      ...exact,
      candidates: { sql: `SELECT rowid FROM ${index.table} WHERE ${index.table} MATCH ?`, params: [match] },
    };
  };

/** Filter: the column equals the value; empty matches everything. */
export const equals =
  (column: string) =>
  (value: string): Condition | undefined =>
    value === '' ? undefined : { sql: `${column} = ?`, params: [value], equals: column };

/** Filter: the column is one of the allowed values. */
export const oneOf =
  (column: string, allowed: readonly string[]) =>
  (value: string): Condition | undefined => {
    if (value === '' || value === 'all') return undefined;
    if (!allowed.includes(value)) throw invalid(`Unknown value "${value}".`);
    return { sql: `${column} = ?`, params: [value], equals: column };
  };

/** Filter: a boolean column; `true` or `false` (an empty value, sent as false, counts as false). */
export const flag =
  (column: string) =>
  (value: string): Condition => {
    if (!['true', 'false', ''].includes(value)) throw invalid(`Not a boolean: "${value}".`);
    return { sql: `${column} = ?`, params: [value === 'true' ? 1 : 0], equals: column };
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day that exists (not 2024-02-30), or undefined. */
function day(text: string | undefined): string | undefined {
  if (text === undefined || !DAY.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

/** The two ends of a range value ('' for an open end of `start~stop`), or undefined when it is not one. */
export function rangeEnds(value: string): [string, string] | undefined {
  if (value.includes(RANGE_SEPARATOR)) {
    const [start = '', stop = '', ...rest] = value.split(RANGE_SEPARATOR);
    if (rest.length > 0) return undefined;
    try {
      // The filter panel writes '%' and '~' inside an end as %25 and %7E.
      return [decodeURIComponent(start).trim(), decodeURIComponent(stop).trim()];
    } catch {
      return undefined;
    }
  }
  const [start = '', stop = start, ...rest] = value.split(/\s+to\s+|,/).map((part) => part.trim());
  return rest.length > 0 || start === '' || stop === '' ? undefined : [start, stop];
}

/**
 * Filter: an ISO time column within a range of days, both ends included: `start~stop` as the filter panel
 * writes it (an open end is empty: `2024-05-01~`, `~2024-05-31`), `YYYY-MM-DD to YYYY-MM-DD`,
 * `YYYY-MM-DD,YYYY-MM-DD` or one day. Anything else is an invalid parameter.
 */
export const dateRange =
  (column: string) =>
  (value: string): Condition | undefined => {
    if (value === '') return undefined;
    const [from, to] = rangeEnds(value) ?? ['?', '?'];
    const start = from === '' ? '' : day(from);
    const stop = to === '' ? '' : day(to);
    if (start === undefined || stop === undefined) throw invalid(`Not a date range: "${value}".`);
    const parts: Condition[] = [];
    if (start !== '') parts.push({ sql: `${column} >= ?`, params: [start] });
    if (stop !== '') parts.push({ sql: `${column} < ?`, params: [nextDay(stop)] });
    return parts.length === 0 ? undefined : where(parts);
  };
