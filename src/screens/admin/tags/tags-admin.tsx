import type { RouteParams } from '../../../core/router';
import { TagDetail } from './tag-detail';
import { TagList } from './tag-list';

/** Props of the tags area: the route it shows (`tags` or `tag`) and its parameters. */
export interface TagsAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The tags area of the administration console: the list, or one tag with its rules and users. */
export function TagsAdmin({ route, params }: TagsAdminProps) {
  if (route === 'tag' && params?.id) return <TagDetail key={params.id} id={params.id} />;
  return <TagList />;
}
