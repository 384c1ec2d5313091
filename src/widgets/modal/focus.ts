const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab reaches inside `root`, in order, looking into slots and shadow roots (slotted forms, inputs). */
export function focusableIn(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element) => {
    if (element instanceof HTMLSlotElement) {
      for (const assigned of element.assignedElements({ flatten: true })) visit(assigned);
      return;
    }
    if (element.matches(FOCUSABLE) && !(element as HTMLElement).hidden) found.push(element as HTMLElement);
    for (const child of element.shadowRoot?.children ?? []) visit(child);
    for (const child of element.children) visit(child);
  };
  for (const child of root.children) visit(child);
  return found;
}

/** The element that has the focus, looking through shadow roots. */
export function activeElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
