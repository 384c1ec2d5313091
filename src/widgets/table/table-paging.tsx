import { useId } from 'react';
import { PAGE_SIZES } from '../../core/constants';
import type { Key, Translator } from '../../core/i18n';
import { Icon } from '../icon/icon';
import { pageWindow } from './paging';

/** Props of the paging bar. */
export interface TablePagingProps {
  page: number;
  pageCount: number;
  pageSize: number;
  rowCount: number;
  /** The row count is an estimate. */
  estimated?: boolean;
  /** The table's name, so two tables on a page have distinct paging landmarks. */
  tableLabel?: string;
  disabled?: boolean;
  t: Translator<'table'>;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** First, previous, a window of page numbers, next and last; and the rows-per-page choice. */
export function TablePaging(props: TablePagingProps) {
  const { page, pageCount, pageSize, rowCount, estimated, tableLabel, disabled, t, onPage, onPageSize } =
    props;
  const sizeId = useId();
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, rowCount);
  const step = (target: number, name: Key<'table'>, icon: string, atBound: boolean) => (
    <li>
      <button
        type="button"
        aria-label={t(name)}
        disabled={disabled || atBound}
        onClick={() => onPage(target)}
      >
        <Icon name={icon} />
      </button>
    </li>
  );
  return (
    <nav
      className="paging"
      aria-label={tableLabel ? t('pagingOf', { table: tableLabel }) : t('paging')}
      part="paging"
    >
      <span className="size">
        <label htmlFor={sizeId}>{t('rowsPerPage')}</label>
        <select
          id={sizeId}
          value={pageSize}
          disabled={disabled}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <span className="range">
        {t(estimated ? 'rangeEstimated' : 'range', { first, last, total: rowCount })}
      </span>
      <ul>
        {step(1, 'firstPage', 'chevrons-left', page <= 1)}
        {step(page - 1, 'previousPage', 'chevron-left', page <= 1)}
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="number"
              aria-label={t('page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {step(page + 1, 'nextPage', 'chevron-right', page >= pageCount)}
        {step(pageCount, 'lastPage', 'chevrons-right', page >= pageCount)}
      </ul>
    </nav>
  );
}
