import { listOrDetail } from '../kit/area-screen';
import { TagDetail } from './tag-detail';
import { TagList } from './tag-list';

/** The tags area of the administration console: the list, or one tag with its rules and users. */
export const TagsAdmin = listOrDetail(TagList, 'tag', TagDetail);
