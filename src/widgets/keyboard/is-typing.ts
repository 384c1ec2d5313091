/** Typing in a field or choosing in a menu: a key pressed there belongs to it, not to a page's shortcuts. */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="menu"]') !== null
  );
}
