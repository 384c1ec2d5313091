import { useState } from 'react';

/** Same value for our purposes: identical, or arrays with the same items in the same order. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return Object.is(a, b);
}

/**
 * Local state that follows a prop: the user edits it freely, and whenever the page sets the prop again
 * the new prop wins (an element's attribute is the page's word, the user's edits are the element's).
 */
export function usePropState<T>(prop: T): [T, (value: T) => void] {
  const [state, setState] = useState(prop);
  const [seen, setSeen] = useState(prop);
  if (!same(prop, seen)) {
    // Adjusting state during render (React's documented pattern) avoids a flash of the stale value.
    setSeen(prop);
    setState(prop);
  }
  return [state, setState];
}
