/** Props of a row's action button: its word, its full name with the row's record, its kind, what it does. */
export interface RowButtonProps {
  /** The visible word ("Rename"). */
  word: string;
  /** The name read out, with the record it acts on ("Rename the view Old"). */
  label: string;
  /** A delete or another action that loses something. */
  danger?: boolean;
  onClick: () => void;
}

/** An action on one row of a list or menu: a short word on screen, its record named to screen readers. */
export function RowButton({ word, label, danger, onClick }: RowButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'button button--danger' : 'button button--secondary'}
      aria-label={label}
      onClick={onClick}
    >
      {word}
    </button>
  );
}
