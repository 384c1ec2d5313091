import type { ReactNode } from 'react';
import { useT } from '../../../widgets/use-t';

/**
 * A box that scrolls sideways when its table is wider than the screen. It takes the focus (and is named "<label>,
 * table", apart from the section it sits in), so a keyboard scrolls it even when the table holds no button or link.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const t = useT('admin');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard (WCAG 2.1.1)
    <section className="scroll" aria-label={t('tableOf', { name: label })} tabIndex={0}>
      {children}
    </section>
  );
}
