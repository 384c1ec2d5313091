// The filter definition of spec section 3, shared by the filter query and the filter panel.

/** Kinds of filter a panel can offer. */
export type FilterType = 'string' | 'number' | 'boolean' | 'select' | 'date' | 'date-time' | 'date-range';

/** Value of one filter: dates are text ('2024-05-31', '2024-05-31 14:30'), a range is [start, stop]. */
export type FilterValue = string | number | boolean | null | [string, string];

/** Values of the filters added to a panel, by filter name. */
export type FilterValues = Record<string, FilterValue>;

/** One filter a panel can offer. */
export interface FilterDefinition {
  /** Name sent in the query. */
  name: string;
  /** Translation key of its label. */
  translation: string;
  type: FilterType;
  /** Value given when the filter is added; else see defaultFilterValue. */
  defaultValue?: FilterValue;
  /** Lower bound: a number for number filters, date text for date filters. */
  min?: number | string;
  /** Upper bound: a number for number filters, date text for date filters. */
  max?: number | string;
  selectOptions?: { value: string; translation: string }[];
  /** Formats the value sent in the query, in place of the default text form. */
  formatter?: (value: FilterValue) => string;
}
