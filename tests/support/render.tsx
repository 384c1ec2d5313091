// Rendering a React node in a browser test, the way the application's shell puts a screen on the page.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders `node` into a fresh `<main>` at the end of the body; `unmount` removes both. */
export function render(node: ReactNode): { host: HTMLElement; unmount: () => void } {
  const host = document.createElement('main');
  document.body.append(host);
  const root = createRoot(host);
  root.render(node);
  const unmount = () => {
    root.unmount();
    host.remove();
  };
  return { host, unmount };
}
