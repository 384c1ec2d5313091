import type { TableColumn } from '../../widgets/table/table-types';
import { useTranslated } from '../../widgets/table/translated';
import { useT } from '../../widgets/use-t';
import { ToolbarMenu } from './toolbar-menu';

/** Props of a column chooser: the list's columns, the ones it hides, and what to call on a change. */
export interface ColumnChooserProps {
  columns: readonly TableColumn[];
  hidden: readonly string[];
  /** Name of the list, for the button ("Columns of Users"). */
  label: string;
  onChange: (column: string, shown: boolean) => void;
}

/**
 * Shows and hides a list's columns: the shared disclosure opening one checkbox per column; the last column
 * shown cannot be hidden.
 */
export function ColumnChooser({ columns, hidden, label, onChange }: ColumnChooserProps) {
  const t = useT('admin');
  const text = useTranslated(columns.map((column) => column.translation));
  const shownCount = columns.length - hidden.length;
  return (
    <ToolbarMenu
      className="columns"
      button={t('columns.button')}
      buttonLabel={t('columns.of', { list: label })}
      legend={t('columns.legend')}
    >
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
    </ToolbarMenu>
  );
}
