import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { TableColumn } from '../../widgets/table/table-types';
import { useTranslated } from '../../widgets/table/translated';
import { useT } from '../../widgets/use-t';

/** Props of a column chooser: the list's columns, the ones it hides, and what to call on a change. */
export interface ColumnChooserProps {
  columns: readonly TableColumn[];
  hidden: readonly string[];
  /** Name of the list, for the button ("Columns of Users"). */
  label: string;
  onChange: (column: string, shown: boolean) => void;
}

/**
 * Shows and hides a list's columns: a disclosure button (expanded or collapsed to screen readers) opening one
 * checkbox per column, closed again by the button or Escape; the last column shown cannot be hidden.
 */
export function ColumnChooser({ columns, hidden, label, onChange }: ColumnChooserProps) {
  const t = useT('admin');
  const text = useTranslated(columns.map((column) => column.translation));
  const shownCount = columns.length - hidden.length;
  const [open, setOpen] = useState(false);
  const panel = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="columns">
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={t('columns.of', { list: label })}
        onClick={() => setOpen(!open)}
      >
        {t('columns.button')}
      </button>
      {open && (
        <fieldset id={panel} className="columns__choices" onKeyDown={close}>
          <legend>{t('columns.legend')}</legend>
          {columns.map((column) => {
            const shown = !hidden.includes(column.name);
            return (
              <label key={column.name} className="columns__choice">
                <input
                  type="checkbox"
                  checked={shown}
                  disabled={shown && shownCount === 1}
                  onChange={(event) => onChange(column.name, event.target.checked)}
                />
                {text(column.translation)}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
