import { deleteTags, type TagRow, tags } from '../../../core/admin/tags';
import type { FilterDefinition } from '../../../core/filters/types';
import { routeHref } from '../../../core/router';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { ListScreen } from '../list-screen';
import { AddTagForm } from './add-tag-form';

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'tags:column.name', sortable: true },
  { name: 'ruleCount', translation: 'tags:column.ruleCount', sortable: true, width: '10rem', numeric: true },
  { name: 'userCount', translation: 'tags:column.userCount', sortable: true, width: '10rem', numeric: true },
];

const FILTERS: FilterDefinition[] = [{ name: 'name', translation: 'tags:filter.name', type: 'string' }];

/** The tag list: a name filter, sortable columns, add a tag, delete the selection. */
export function TagList() {
  const t = useT('tags');
  const renderCell = (row: TagRow, column: string) =>
    column === 'name' ? <a href={routeHref('tag', { id: String(row.id) })}>{row.name}</a> : undefined;
  return (
    <AdminPage area="tags" title={t('title')}>
      <ListScreen
        list={tags}
        label={t('tableLabel')}
        columnChoice="tags"
        columns={COLUMNS}
        filters={FILTERS}
        quickSearch="name"
        renderCell={renderCell}
        toolbar={<AddTagForm />}
        emptyMessage={t('empty')}
        onDelete={(rows) => deleteTags(rows.map((row) => row.id))}
      />
    </AdminPage>
  );
}
