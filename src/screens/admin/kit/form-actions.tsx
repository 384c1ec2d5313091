import type { ReactNode } from 'react';
import { useT } from '../../../widgets/use-t';

/** Props of a form's action row. */
export interface FormActionsProps {
  /** The submit button's words, naming what it saves ("Save", "Save the group", "Create the user"). */
  submit: string;
  /** The form is being saved: both buttons wait, and the submit button says "Saving…". */
  saving: boolean;
  /** Puts the loaded values back: "Undo the edits", the secondary button before the submit button. */
  onUndo?: () => void;
  /** Given, nothing is to be saved or undone while it is false. */
  edited?: boolean;
  /** Other actions at the start of the row (a red "Delete the user"). */
  children?: ReactNode;
}

/** A form's action row, in one order on every form: other actions, "Undo the edits", then the submit button last. */
export function FormActions({ submit, saving, onUndo, edited, children }: FormActionsProps) {
  const t = useT('common');
  const idle = saving || edited === false;
  return (
    <div className="actions">
      {children}
      {onUndo && (
        <button type="button" className="button button--secondary" disabled={idle} onClick={onUndo}>
          {t('undoEdits')}
        </button>
      )}
      <button type="submit" className="button" disabled={idle}>
        {saving ? t('saving') : submit}
      </button>
    </div>
  );
}
