import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $attachments, $meeting, loadAttachments } from '../../../core/admin/meetings';
import { routeHref } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { AttachmentPlayer } from './attachment-player';
import { AttachmentTable } from './attachment-table';

/** A meeting's attachment files and videos (also the webview deep link's target). */
export function MeetingAttachments({ uid }: { uid: string }) {
  const t = useT('meetings');
  const tc = useT('common');
  const te = useT('error');
  const meeting = useStore($meeting);
  const loaded = useStore($attachments);
  useEffect(() => {
    void loadAttachments(uid);
  }, [uid]);
  const subject = meeting.state === 'ready' && meeting.data.uid === uid ? meeting.data.subject : undefined;

  const back = (
    <a className="button button--secondary" href={routeHref('meetingInfo', { uid })}>
      {t('attachments.back')}
    </a>
  );

  return (
    <AdminPage
      area="meetings"
      title={subject ? t('attachments.titleOf', { subject }) : t('attachments.title')}
      aside={back}
    >
      {loaded.state === 'failed' ? (
        <Alert>{te(`code.${loaded.code}`)}</Alert>
      ) : loaded.state === 'ready' ? (
        <>
          <AttachmentTable uid={uid} items={loaded.data} />
          <AttachmentPlayer />
        </>
      ) : (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      )}
    </AdminPage>
  );
}
