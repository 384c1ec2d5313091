import { useCallback } from 'react';

/** A constructable stylesheet from CSS text (imported with `?inline`), so a strict CSP holds. */
export function sheet(cssText: string): CSSStyleSheet {
  // On a server (Node importing an element module to render a page) there is nothing to style.
  if (typeof CSSStyleSheet === 'undefined') return undefined as unknown as CSSStyleSheet;
  const result = new CSSStyleSheet();
  result.replaceSync(cssText);
  return result;
}

/**
 * Adopts `sheets` (a module constant) into whatever root the node lands in, shadow root or document:
 * a ref callback, so a widget brings its styles wherever it is rendered.
 */
export function useStyleSheets(sheets: readonly CSSStyleSheet[]): (node: Element | null) => void {
  return useCallback(
    (node: Element | null) => {
      if (!node) return;
      const root = node.getRootNode() as Document | ShadowRoot;
      // A node drawn after its element left the page (an icon arriving late) has no document or shadow root.
      if (!(root instanceof Document || root instanceof ShadowRoot)) return;
      const missing = sheets.filter((s) => !root.adoptedStyleSheets.includes(s));
      if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
    },
    [sheets],
  );
}
