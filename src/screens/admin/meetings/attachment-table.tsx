import {
  type Attachment,
  deleteAttachment,
  downloadAttachment,
  playAttachment,
  setAttachmentAccess,
} from '../../../core/admin/meetings';
import { formatDateTime, formatSize } from '../../../core/format';
import { currentLanguage } from '../../../core/i18n';
import { notify } from '../../../core/notifications';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useStyleSheets } from '../../../widgets/styles';
import { Table } from '../../../widgets/table/table';
import type { TableColumn, TableRow } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { useTellRefusal } from '../kit/use-refusal';
import { MEETINGS_SHEETS } from './meetings-sheet';

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'meetings:attachments.name', sortable: true },
  { name: 'size', translation: 'meetings:attachments.size', sortable: true, numeric: true },
  { name: 'creationDate', translation: 'meetings:attachments.date', sortable: true },
  { name: 'shared', translation: 'meetings:attachments.shared' },
  { name: 'checksum', translation: 'meetings:attachments.checksum' },
  { name: 'access', translation: 'meetings:attachments.access' },
  { name: 'actions', translation: 'meetings:attachments.actions' },
];

const switchKey = (file: Attachment) => (file.access === 'restricted' ? 'access.expand' : 'access.restrict');

/**
 * The attachments of a meeting: each video played in the page, each file downloaded under its name, who may see it
 * (switched in place), deletion after a confirmation.
 */
export function AttachmentTable({ uid, items }: { uid: string; items: readonly Attachment[] }) {
  const t = useT('meetings');
  const tell = useTellRefusal();
  const tc = useT('common');
  const adopt = useStyleSheets(MEETINGS_SHEETS);

  async function switchAccess(file: Attachment) {
    const access = file.access === 'restricted' ? 'expanded' : 'restricted';
    tell(t('attachments.refused'), await setAttachmentAccess(uid, file.id, access));
  }

  async function remove(file: Attachment) {
    const asked = await confirmed({
      destructive: true,
      title: t('attachments.deleteTitle'),
      message: t('attachments.deleteMessage', { name: file.name }),
      validateLabel: t('attachments.deleteConfirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (tell(t('attachments.refused'), await deleteAttachment(uid, file.id)))
      notify({ title: t('attachments.title'), message: t('attachments.deleted', { name: file.name }) });
  }

  const renderCell = (row: TableRow, column: string) => {
    const file = row as unknown as Attachment;
    switch (column) {
      case 'name':
        return file.video ? `${file.name} (${t('attachments.video')})` : file.name;
      case 'size':
        return formatSize(file.size, currentLanguage());
      case 'creationDate':
        return formatDateTime(file.creationDate);
      case 'shared':
        return file.shared ? t('yes') : t('no');
      case 'checksum':
        return <code title={file.checksum}>{file.checksum.slice(0, 12)}…</code>;
      case 'access':
        return t(`access.${file.access}`);
      case 'actions':
        return (
          <span className="toolbar attachment-actions">
            {file.video && (
              <button
                type="button"
                className="button"
                aria-label={`${t('attachments.play')}: ${file.name}`}
                onClick={() => void playAttachment(uid, file)}
              >
                {t('attachments.play')}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              aria-label={`${t('attachments.download')}: ${file.name}`}
              onClick={async () => tell(t('attachments.refused'), await downloadAttachment(uid, file))}
            >
              {t('attachments.download')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`${t(switchKey(file))}: ${file.name}`}
              onClick={() => void switchAccess(file)}
            >
              {t(switchKey(file))}
            </button>
            <button
              type="button"
              className="button button--danger"
              aria-label={`${t('attachments.delete')}: ${file.name}`}
              onClick={() => void remove(file)}
            >
              {t('attachments.delete')}
            </button>
          </span>
        );
      default:
        return undefined;
    }
  };

  return (
    <div ref={adopt}>
      <Table
        label={t('attachments.tableLabel')}
        columns={COLUMNS}
        rows={items as unknown as TableRow[]}
        emptyMessage={t('attachments.empty')}
        renderCell={renderCell}
      />
    </div>
  );
}
