import { createContext, type ReactNode, useCallback, useState } from 'react';

/** Props of the texts gate: what it shows once its texts are there, and what meanwhile. */
export interface TextsGateProps {
  children: ReactNode;
  /** Stands in while a view below waits for its texts; an empty busy box by default (a skeleton fits too). */
  fallback?: ReactNode;
}

/** Tells the nearest gate that a view waits for texts; answers the call that ends the wait. */
export const TextsWait = createContext<(() => () => void) | null>(null);

/**
 * Shows its children once every namespace they read (`useT`) has loaded in the interface language, and its
 * fallback meanwhile: a slow link sees a placeholder, never a translation key nor a control without its name.
 * The children stay mounted (hidden) while they wait, keeping what was typed; nothing suspends, as React
 * cannot always suspend the render of an element's root.
 */
export function TextsGate({ children, fallback = <div aria-busy="true" /> }: TextsGateProps) {
  const [waiting, setWaiting] = useState(0);
  const wait = useCallback(() => {
    setWaiting((count) => count + 1);
    return () => setWaiting((count) => count - 1);
  }, []);
  // The fallback waits on an outer gate, if it reads texts too.
  return (
    <>
      {waiting > 0 && fallback}
      <TextsWait value={wait}>
        <div data-texts-gate="" style={{ display: waiting > 0 ? 'none' : 'contents' }}>
          {children}
        </div>
      </TextsWait>
    </>
  );
}
