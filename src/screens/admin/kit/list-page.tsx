import type { AdminAreaId } from '../../../core/admin/areas';
import type { ListOperation } from '../../../core/lists/list-store';
import { AdminPage } from '../admin-page';
import { ListScreen, type ListScreenProps } from '../list-screen';

/**
 * Props of an area's list page: its area and heading, then the list screen's (`columnChoice`: the area's id;
 * the table's name: the heading).
 */
export interface ListPageProps<Op extends ListOperation> extends Omit<ListScreenProps<Op>, 'label'> {
  area: AdminAreaId;
  title: string;
  label?: string;
}

/** An area's page that is one list: the area's frame and heading around the one list screen. */
export function ListPage<Op extends ListOperation>({ area, title, ...screen }: ListPageProps<Op>) {
  return (
    <AdminPage area={area} title={title}>
      <ListScreen columnChoice={area} label={title} {...screen} />
    </AdminPage>
  );
}
