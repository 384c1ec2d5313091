import type { ChangeEvent } from 'react';
import { SORT_ASCENDING, SORT_DESCENDING } from '../../core/constants';
import type { Translator } from '../../core/i18n';
import type { TableHeadProps } from './table-head';

/** Props of a phone's header: the table's name and texts, besides what the header row takes. */
export interface PhoneHeadProps extends Omit<TableHeadProps, 'numeric'> {
  table: string;
  t: Translator<'table'>;
}

/**
 * The header of a table shown as cards (a phone): select-all and the sort as one group of labelled controls, a
 * "Sort by" choice of the sortable columns and an "Order" choice, instead of a row of column headers that wraps.
 */
export function PhoneHead({ columns, sort, disabled, label, onSort, selectAll, table, t }: PhoneHeadProps) {
  const sortable = columns.filter((column) => column.sortable);
  if (!selectAll && sortable.length === 0) return null;
  const chooseColumn = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) onSort(event.target.value);
  };
  const chooseOrder = (event: ChangeEvent<HTMLSelectElement>) => {
    if (sort && Number(event.target.value) !== sort.order) onSort(sort.column);
  };
  return (
    <fieldset className="phone-head" aria-label={t('phoneHead', { table })}>
      {selectAll && (
        <label className="select-all">
          <input
            type="checkbox"
            checked={selectAll.checked}
            ref={(input) => {
              if (input) input.indeterminate = selectAll.mixed;
            }}
            onChange={selectAll.onToggle}
          />
          {selectAll.label}
        </label>
      )}
      {sortable.length > 0 && (
        <>
          <label>
            {t('sortBy')}
            <select value={sort?.column ?? ''} disabled={disabled} onChange={chooseColumn}>
              {!sort && <option value="">{t('unsorted')}</option>}
              {sortable.map((column) => (
                <option key={column.name} value={column.name}>
                  {label(column.translation)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('order')}
            <select value={sort?.order ?? SORT_ASCENDING} disabled={disabled || !sort} onChange={chooseOrder}>
              <option value={SORT_ASCENDING}>{t('ascending')}</option>
              <option value={SORT_DESCENDING}>{t('descending')}</option>
            </select>
          </label>
        </>
      )}
    </fieldset>
  );
}
