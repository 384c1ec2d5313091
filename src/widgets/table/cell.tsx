import { type ReactNode, useEffect, useRef } from 'react';
import { formatDateTime, formatNumber } from '../../core/format';
import { Address } from '../address/address';
import type { CellRenderer, TableColumn, TableRow } from './table-types';

/** A DOM node a foreign page's render function returned, placed as it is. */
function NodeContent({ node }: { node: Node }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.replaceChildren(node);
  }, [node]);
  return <span ref={ref} />;
}

/** The default text of a cell value; a number of a `numeric` column with the language's separators. */
export function cellText(value: unknown, numeric = false): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (numeric && typeof value === 'number') return formatNumber(value, 2);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An e-mail address in a cell: a link, cut to its column's room, whole while hovered or focused (table.css). */
export function EmailCell({ email }: { email: string }) {
  return (
    <a className="email" href={`mailto:${email}`}>
      <span>
        <Address text={email} />
      </span>
    </a>
  );
}

/** What a cell shows: the render function's result when it gives one, else the value as text. */
export function cellContent(
  row: TableRow,
  column: TableColumn,
  index: number,
  render?: CellRenderer,
): ReactNode {
  const drawn = render?.(row, column.name, index);
  if (drawn === undefined) {
    const value = row[column.name];
    if (column.email && typeof value === 'string' && value) return <EmailCell email={value} />;
    return cellText(value, column.numeric);
  }
  if (typeof Node !== 'undefined' && drawn instanceof Node) return <NodeContent node={drawn} />;
  return drawn as ReactNode;
}
