import { useId, useMemo } from 'react';
import { type AdminTag, removeTagUsers, tagUsers } from '../../../core/admin/tags';
import type { FilterDefinition } from '../../../core/filters/types';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { ListScreen } from '../list-screen';
import { AddUserForm } from './add-user-form';

const COLUMNS: TableColumn[] = [
  { name: 'email', translation: 'tags:users.column.email', sortable: true, email: true },
  { name: 'firstName', translation: 'tags:users.column.firstName', sortable: true },
  { name: 'lastName', translation: 'tags:users.column.lastName', sortable: true },
  { name: 'value', translation: 'tags:users.column.value', sortable: true },
];

/** The users holding a value for the tag: add one with a value, filter, sort, remove the selection. */
export function TagUsers({ tag }: { tag: AdminTag }) {
  const t = useT('tags');
  const headingId = useId();
  const values = tag.rules.map((rule) => rule.value).join('\n');
  const filters = useMemo<FilterDefinition[]>(
    () => [
      { name: 'name', translation: 'tags:users.filter.name', type: 'string' },
      {
        name: 'value',
        translation: 'tags:users.filter.value',
        type: 'select',
        selectOptions: values
          .split('\n')
          .filter(Boolean)
          .map((value) => ({ value, translation: value })),
      },
    ],
    [values],
  );
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('users.heading')}</h2>
      <AddUserForm tag={tag} />
      <ListScreen
        list={tagUsers}
        label={t('users.tableLabel', { name: tag.name })}
        columns={COLUMNS}
        filters={filters}
        emptyMessage={t('users.empty')}
        onDelete={(rows) =>
          removeTagUsers(
            tag.id,
            rows.map((row) => row.userId),
          )
        }
      />
    </section>
  );
}
