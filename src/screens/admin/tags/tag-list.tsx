import { deleteTags, type TagRow, tags } from '../../../core/admin/tags';
import { routeHref } from '../../../core/router';
import { useT } from '../../../widgets/use-t';
import { columnTable, filterTable } from '../kit/columns';
import { ListPage } from '../kit/list-page';
import { AddTagForm } from './add-tag-form';

const columns = columnTable<TagRow>('tags:column', {
  name: { sortable: true, cell: (row) => <a href={routeHref('tag', { id: String(row.id) })}>{row.name}</a> },
  ruleCount: { sortable: true, width: '10rem', numeric: true },
  userCount: { sortable: true, width: '10rem', numeric: true },
});

const filters = filterTable('tags:filter', { name: { type: 'string' } });

/** The tag list: a name filter, sortable columns, add a tag, delete the selection. */
export function TagList() {
  const t = useT('tags');
  return (
    <ListPage
      area="tags"
      title={t('title')}
      list={tags}
      columns={columns}
      filters={filters}
      quickSearch="name"
      toolbar={<AddTagForm />}
      emptyMessage={t('empty')}
      onDelete={(rows) => deleteTags(rows.map((row) => row.id))}
    />
  );
}
