import { useId, useMemo } from 'react';
import { type AdminOrganization, addManager, removeManager } from '../../../core/admin/organizations';
import { ERROR_ALREADY_EXISTS, ERROR_NOT_FOUND } from '../../../core/constants';
import { notify } from '../../../core/notifications';
import { isEmail } from '../../../core/validators';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { Table } from '../../../widgets/table/table';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { InlineAddForm } from '../kit/inline-add-form';
import { useTellRefusal } from '../kit/use-refusal';

type Manager = AdminOrganization['managers'][number];

/** The organization's managers (e-mail, language): add one by e-mail, delete one once confirmed. */
export function OrganizationManagers({
  organization,
  editable,
}: {
  organization: AdminOrganization;
  editable: boolean;
}) {
  const t = useT('organizations');
  const tc = useT('common');
  const tell = useTellRefusal();
  const headingId = useId();
  const rows = useMemo(() => organization.managers as unknown as Record<string, unknown>[], [organization]);
  const columns: TableColumn[] = [
    { name: 'email', translation: 'organizations:managers.column.email', email: true },
    { name: 'name', translation: 'organizations:managers.column.name' },
    { name: 'language', translation: 'organizations:managers.column.language' },
    ...(editable ? [{ name: 'actions', translation: 'organizations:managers.column.actions' }] : []),
  ];

  async function remove(manager: Manager) {
    const asked = await confirmed({
      destructive: true,
      title: t('managers.deleteTitle'),
      message: t('managers.deleteMessage', { email: manager.email }),
      validateLabel: t('managers.deleteConfirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (tell(t('managers.deleteRefused'), await removeManager(organization.uid, manager.userId)))
      notify({ title: t('managers.heading'), message: t('managers.deleted', { email: manager.email }) });
  }

  const renderCell = (row: Record<string, unknown>, column: string) => {
    const manager = row as unknown as Manager;
    if (column === 'name') return `${manager.firstName} ${manager.lastName}`.trim();
    if (column === 'language') return tc(`language.${manager.language}`);
    if (column === 'actions')
      return (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('managers.deleteLabel', { email: manager.email })}
          onClick={() => void remove(manager)}
        >
          {tc('delete')}
        </button>
      );
    return undefined;
  };

  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('managers.heading')}</h2>
      {rows.length === 0 ? (
        <p>{t('managers.none')}</p>
      ) : (
        <Table label={t('managers.heading')} columns={columns} rows={rows} renderCell={renderCell} />
      )}
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
    </section>
  );
}
