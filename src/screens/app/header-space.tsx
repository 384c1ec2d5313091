/** The header's place while it loads: an empty bar of its height, so the page does not jump when it arrives. */
export function HeaderSpace() {
  return <div className="app__header-space" aria-hidden="true" />;
}
