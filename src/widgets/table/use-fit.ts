import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { TableColumn } from './table-types';

/** The columns a table shows in its frame, those it left out for lack of room, and whether it still scrolls. */
export interface Fit {
  ref: (node: HTMLElement | null) => void;
  shown: readonly TableColumn[];
  left: readonly TableColumn[];
  overflows: boolean;
}

/**
 * Fits a table to its frame (`ref`): while it is wider than the frame, the column of highest `priority` left goes,
 * one at a time (the least useful first; a tie, the later column); when the frame widens they all come back and go
 * again only as needed. Columns without a priority always stay; on a phone, where rows are cards, every column does.
 */
export function useFit(columns: readonly TableColumn[]): Fit {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  const [dropped, setDropped] = useState(0);
  const ref = useCallback((next: HTMLElement | null) => setNode(next), []);
  const order = useMemo(
    () =>
      columns
        .map((column, index) => ({ column, index }))
        .filter(({ column }) => column.priority !== undefined)
        .sort((a, b) => (b.column.priority ?? 0) - (a.column.priority ?? 0) || b.index - a.index)
        .map(({ column }) => column.name),
    [columns],
  );
  // Tables may declare their columns anew at each render: only other columns are measured again from all of them.
  const key = order.join(' ');
  const droppable = order.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the columns that may go
  useEffect(() => setDropped(0), [key]);
  useEffect(() => {
    if (!node) return;
    let width = node.clientWidth;
    const measure = () => {
      const cards = node.firstElementChild && getComputedStyle(node.firstElementChild).display !== 'table';
      const wider = node.clientWidth > width + 1;
      width = node.clientWidth;
      const over = node.scrollWidth > node.clientWidth + 1;
      setOverflows(over);
      if (cards || wider) setDropped(0);
      else if (over) setDropped((count) => Math.min(count + 1, droppable));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [node, droppable]);
  // Each render (new rows, one column fewer) is measured before it is painted: the next column goes at once.
  useLayoutEffect(() => {
    if (!node || node.scrollWidth <= node.clientWidth + 1) return;
    if (node.firstElementChild && getComputedStyle(node.firstElementChild).display !== 'table') return;
    setOverflows(true);
    setDropped((count) => Math.min(count + 1, droppable));
  });
  return useMemo(() => {
    const gone = new Set(order.slice(0, dropped));
    return {
      ref,
      shown: columns.filter((column) => !gone.has(column.name)),
      left: columns.filter((column) => gone.has(column.name)),
      overflows,
    };
  }, [ref, columns, order, dropped, overflows]);
}
