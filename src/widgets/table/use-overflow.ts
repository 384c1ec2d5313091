import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept up as either resizes.
 * A region that scrolls must be reachable by the keyboard (WCAG 2.1.1): the table then makes it focusable.
 */
export function useOverflow<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((next: T | null) => setNode(next), []);
  useEffect(() => {
    if (!node) return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);
  return [ref, overflows];
}
