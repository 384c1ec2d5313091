import { useState } from 'react';
import { type AdminTag, deleteTags, downloadTagEmails } from '../../../core/admin/tags';
import { notify } from '../../../core/notifications';
import { openRoute } from '../../../core/router';
import { errorCode } from '../../../core/stores/loadable';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { useTellRefusal } from '../kit/use-refusal';

/** What is done to the whole tag: download its users' e-mail list, delete it (after a confirmation). */
export function TagActions({ tag }: { tag: AdminTag }) {
  const t = useT('tags');
  const tell = useTellRefusal();
  const tc = useT('common');
  const te = useT('error');
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadTagEmails(tag);
    } catch (error) {
      notify({ title: t('download.failed'), message: te(`code.${errorCode(error)}`) });
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    const asked = await confirmed({
      destructive: true,
      title: t('delete.title'),
      message: t('delete.message', { name: tag.name, count: tag.userCount }),
      validateLabel: t('delete.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (!tell(t('delete.refused'), await deleteTags([tag.id]))) return;
    notify({ title: t('title'), message: t('delete.done', { name: tag.name }) });
    openRoute('tags');
  }

  return (
    <div className="toolbar">
      <button type="button" className="button button--secondary" disabled={downloading} onClick={download}>
        {downloading ? t('download.running') : t('download.open')}
      </button>
      <button type="button" className="button button--danger" onClick={remove}>
        {t('delete.open')}
      </button>
    </div>
  );
}
