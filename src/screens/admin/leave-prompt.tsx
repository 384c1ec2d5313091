import { useStore } from '@nanostores/react';
import { $pendingLeave, leavePage, stayOnPage } from '../../core/router';
import { Modal } from '../../widgets/modal/modal';
import { useT } from '../../widgets/use-t';

/** Asks before a form's unsaved edits are left behind: leave (the edits are dropped) or stay. */
export function LeavePrompt() {
  const t = useT('admin');
  const pending = useStore($pendingLeave);
  return (
    <Modal
      shown={pending !== null}
      heading={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.cancel')}
      onValidate={leavePage}
      onCancel={stayOnPage}
    >
      <p>{t('leave.message')}</p>
    </Modal>
  );
}
