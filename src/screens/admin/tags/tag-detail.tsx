import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $tag, loadTag } from '../../../core/admin/tags';
import { ERROR_NOT_FOUND } from '../../../core/constants';
import { useT } from '../../../widgets/use-t';
import { DetailPage } from '../kit/detail-page';
import { TagActions } from './tag-actions';
import { TagRules } from './tag-rules';
import { TagUsers } from './tag-users';

/** One tag: its rules (values, one default), its users with their value, the e-mail list, deletion. */
export function TagDetail({ id }: { id: string }) {
  const t = useT('tags');
  const tagId = /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  const loaded = useStore($tag);
  useEffect(() => {
    if (tagId !== undefined) void loadTag(tagId);
  }, [tagId]);

  return (
    <DetailPage
      area="tags"
      loaded={loaded}
      isShown={(tag) => tag.id === tagId}
      title={(tag) => tag.name}
      fallbackTitle={t('title')}
      back={{ route: 'tags', label: t('backToList') }}
      refused={tagId === undefined ? ERROR_NOT_FOUND : undefined}
      retry={() => tagId !== undefined && void loadTag(tagId)}
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
