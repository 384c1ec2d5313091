import type { Translator } from '../../core/i18n';
import { Icon } from '../icon/icon';

/** Props of the selection bar. */
export interface SelectionBarProps {
  count: number;
  deletable?: boolean;
  disabled?: boolean;
  t: Translator<'table'>;
  onDelete: () => void;
  onCancel: () => void;
}

/** The number of selected rows, with delete (when enabled) and cancel. */
export function SelectionBar({ count, deletable, disabled, t, onDelete, onCancel }: SelectionBarProps) {
  return (
    <div className="selection" part="selection">
      <span role="status">{t('selected', { count })}</span>
      {deletable && (
        <button type="button" className="danger" disabled={disabled} onClick={onDelete}>
          <Icon name="delete" />
          {t('delete')}
        </button>
      )}
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
