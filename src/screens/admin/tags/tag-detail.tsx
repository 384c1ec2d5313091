import { tagRecord } from '../../../core/admin/tags';
import { useT } from '../../../widgets/use-t';
import { DetailPage, numericId } from '../kit/detail-page';
import { TagActions } from './tag-actions';
import { TagRules } from './tag-rules';
import { TagUsers } from './tag-users';

/** One tag: its rules (values, one default), its users with their value, the e-mail list, deletion. */
export function TagDetail({ id }: { id: string }) {
  const t = useT('tags');
  return (
    <DetailPage
      area="tags"
      record={tagRecord}
      id={numericId(id)}
      title={(tag) => tag.name}
      fallbackTitle={t('title')}
      back={{ route: 'tags', label: t('backToList') }}
    >
      {(tag) => (
        <>
          <TagActions tag={tag} />
          <TagRules tag={tag} />
          <TagUsers tag={tag} />
        </>
      )}
    </DetailPage>
  );
}
