import type { Ref } from 'react';

/** Props of an action button of a row: its text, the name that says which row it acts on, its look, its action. */
export interface ActionButtonProps {
  text: string;
  /** The accessible name, naming the row ("Delete Europe"): a table holds one such button per row. */
  label: string;
  /** `danger` for what removes or stops, `primary` for the row's main step; `secondary` by default. */
  tone?: 'primary' | 'secondary' | 'danger';
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The admin kit's action button of a row (zones, meeting servers, tag rules, saved views). */
export function ActionButton({ text, label, tone = 'secondary', onClick, ref }: ActionButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={tone === 'primary' ? 'button' : `button button--${tone}`}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
