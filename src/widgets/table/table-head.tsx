import { SORT_ASCENDING } from '../../core/constants';
import { Icon } from '../icon/icon';
import type { TableColumn, TableSort } from './table-types';

/** Props of the header row. */
export interface TableHeadProps {
  columns: readonly TableColumn[];
  sort?: TableSort;
  disabled?: boolean;
  label: (text: string) => string;
  onSort: (column: string) => void;
  /** Columns of numbers: their headers align to the end, over the figures. */
  numeric?: ReadonlySet<string>;
  /** The select-all checkbox, when rows can be selected. */
  selectAll?: { label: string; checked: boolean; mixed: boolean; onToggle: () => void };
}

/** The header row: a sort button in each sortable column, `aria-sort` on the sorted one. */
export function TableHead({ columns, sort, disabled, label, onSort, numeric, selectAll }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {selectAll && (
          <th scope="col" className="check">
            <input
              type="checkbox"
              aria-label={selectAll.label}
              checked={selectAll.checked}
              ref={(input) => {
                if (input) input.indeterminate = selectAll.mixed;
              }}
              onChange={selectAll.onToggle}
            />
          </th>
        )}
        {columns.map((column) => {
          const sorted = sort?.column === column.name ? sort.order : undefined;
          const direction =
            sorted === undefined ? undefined : sorted === SORT_ASCENDING ? 'ascending' : 'descending';
          return (
            <th
              key={column.name}
              scope="col"
              aria-sort={direction}
              part="header"
              className={numeric?.has(column.name) ? 'number' : undefined}
            >
              {column.sortable ? (
                <button
                  type="button"
                  className="sort"
                  disabled={disabled}
                  onClick={() => onSort(column.name)}
                >
                  <span>{label(column.translation)}</span>
                  <Icon
                    name={direction === 'ascending' ? 'arrow-up' : direction ? 'arrow-down' : 'arrow-up-down'}
                    size={14}
                  />
                </button>
              ) : (
                label(column.translation)
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
