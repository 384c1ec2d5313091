import type { ReactNode } from 'react';
import type { Translator } from '../../core/i18n';
import { Icon } from '../icon/icon';

/** Props of the selection bar. */
export interface SelectionBarProps {
  count: number;
  deletable?: boolean;
  disabled?: boolean;
  /** More actions on the selection (a list's bulk actions), before cancel. */
  actions?: ReactNode;
  t: Translator<'table'>;
  onDelete: () => void;
  onCancel: () => void;
}

/** The number of selected rows, with delete (when enabled) and cancel. */
export function SelectionBar(props: SelectionBarProps) {
  const { count, deletable, disabled, actions, t, onDelete, onCancel } = props;
  return (
    <div className="selection" part="selection">
      <span role="status">{t('selected', { count })}</span>
      {deletable && (
        <button type="button" className="danger" disabled={disabled} onClick={onDelete}>
          <Icon name="delete" />
          {t('delete')}
        </button>
      )}
      {actions}
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
