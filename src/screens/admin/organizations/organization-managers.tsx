import { type AdminOrganization, addManager, removeManager } from '../../../core/admin/organizations';
import { ERROR_ALREADY_EXISTS, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { useT } from '../../../widgets/use-t';
import { columnTable } from '../kit/columns';
import { InlineAddForm } from '../kit/inline-add-form';
import { SmallList } from '../kit/small-list';

type Manager = AdminOrganization['managers'][number];

/** The organization's managers (e-mail, name, language): add one by e-mail, delete one once confirmed. */
export function OrganizationManagers({
  organization,
  editable,
}: {
  organization: AdminOrganization;
  editable: boolean;
}) {
  const t = useT('organizations');
  const tc = useT('common');
  return (
    <SmallList
      heading={t('managers.heading')}
      loaded={{ state: 'ready', data: organization.managers }}
      rowKey={(manager) => manager.userId}
      empty={t('managers.none')}
      columns={columnTable<Manager>('organizations:managers.column', {
        email: { email: true },
        name: { cell: (manager) => `${manager.firstName} ${manager.lastName}`.trim() },
        language: { cell: (manager) => tc(`language.${manager.language}`) },
      })}
      remove={
        editable
          ? {
              title: t('managers.heading'),
              refusedTitle: t('managers.deleteRefused'),
              label: (manager) => t('managers.deleteLabel', { email: manager.email }),
              confirm: (manager) => ({
                title: t('managers.deleteTitle'),
                message: t('managers.deleteMessage', { email: manager.email }),
                validateLabel: t('managers.deleteConfirm'),
              }),
              remove: (manager) => removeManager(organization.uid, manager.userId),
              doneMessage: (manager) => t('managers.deleted', { email: manager.email }),
            }
          : undefined
      }
    >
      {editable && (
        <InlineAddForm
          title={t('managers.addTitle')}
          label={t('managers.email')}
          button={t('managers.add')}
          busyButton={t('managers.adding')}
          type="email"
          maxLength={320}
          check={(email) => (isEmail(email) ? undefined : t('managers.emailInvalid'))}
          add={(email) => addManager(organization.uid, email)}
          refused={({ code }) =>
            code === ERROR_NOT_FOUND
              ? t('managers.unknown')
              : code === ERROR_ALREADY_EXISTS
                ? t('managers.duplicate')
                : undefined
          }
          done={(_added, email) =>
            notify({ title: t('managers.heading'), message: t('managers.added', { email }) })
          }
        />
      )}
    </SmallList>
  );
}
