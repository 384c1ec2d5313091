import { type ReactNode, Suspense } from 'react';

/** Props of the texts gate: what it shows once its texts are there, and what meanwhile. */
export interface TextsGateProps {
  children: ReactNode;
  /** Stands in while a view below waits for its texts; an empty busy box by default (a skeleton fits too). */
  fallback?: ReactNode;
}

/**
 * Shows its children once every namespace they read (`useT`) has loaded in the interface language, and its
 * fallback meanwhile: a slow link sees a placeholder, never a translation key nor a control without its name.
 */
export function TextsGate({ children, fallback = <div aria-busy="true" /> }: TextsGateProps) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
