import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $tag, loadTag } from '../../../core/admin/tags';
import { ERROR_NOT_FOUND } from '../../../core/constants';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { TagActions } from './tag-actions';
import { TagRules } from './tag-rules';
import { TagUsers } from './tag-users';

/** One tag: its rules (values, one default), its users with their value, the e-mail list, deletion. */
export function TagDetail({ id }: { id: string }) {
  const t = useT('tags');
  const tc = useT('common');
  const te = useT('error');
  const tagId = /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  const loaded = useStore($tag);
  useEffect(() => {
    if (tagId !== undefined) void loadTag(tagId);
  }, [tagId]);
  const tag = loaded.state === 'ready' && loaded.data.id === tagId ? loaded.data : undefined;
  const failed = tagId === undefined ? ERROR_NOT_FOUND : loaded.state === 'failed' ? loaded.code : undefined;

  const back = <BackLink route="tags" label={t('backToList')} />;

  return (
    <AdminPage area="tags" title={tag?.name ?? t('title')} aside={back}>
      {failed !== undefined ? (
        <p className="alert" role="alert">
          {te(`code.${failed}`)}
        </p>
      ) : tag ? (
        <>
          <TagActions tag={tag} />
          <TagRules tag={tag} />
          <TagUsers tag={tag} />
        </>
      ) : (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      )}
    </AdminPage>
  );
}
