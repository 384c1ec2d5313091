import { useMemo } from 'react';
import { type AdminTag, removeTagUsers, tagUsers } from '../../../core/admin/tags';
import { useT } from '../../../widgets/use-t';
import { columnTable, filterTable } from '../kit/columns';
import { SubList } from '../kit/sub-list';
import { AddUserForm } from './add-user-form';

const COLUMNS = columnTable('tags:users.column', {
  email: { sortable: true, email: true },
  firstName: { sortable: true },
  lastName: { sortable: true },
  value: { sortable: true },
});

/** The users holding a value for the tag: add one with a value, filter, sort, remove the selection. */
export function TagUsers({ tag }: { tag: AdminTag }) {
  const t = useT('tags');
  const values = tag.rules.map((rule) => rule.value).join('\n');
  const filters = useMemo(
    () =>
      filterTable('tags:users.filter', {
        name: { type: 'string' },
        value: {
          type: 'select',
          selectOptions: values
            .split('\n')
            .filter(Boolean)
            .map((value) => ({ value, translation: value })),
        },
      }),
    [values],
  );
  return (
    <SubList
      heading={t('users.heading')}
      add={<AddUserForm tag={tag} />}
      list={tagUsers}
      label={t('users.tableLabel', { name: tag.name })}
      columns={COLUMNS}
      columnChoice="tagUsers"
      filters={filters}
      quickSearch="name"
      emptyMessage={t('users.empty')}
      onDelete={(rows) =>
        removeTagUsers(
          tag.id,
          rows.map((row) => row.userId),
        )
      }
    />
  );
}
