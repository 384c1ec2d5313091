import type { AreaScreenProps } from '../kit/area-screen';
import { TagDetail } from './tag-detail';
import { TagList } from './tag-list';

/** The tags area of the administration console: the list, or one tag with its rules and users. */
export function TagsAdmin({ route, params }: AreaScreenProps) {
  if (route === 'tag' && params?.id) return <TagDetail key={params.id} id={params.id} />;
  return <TagList />;
}
