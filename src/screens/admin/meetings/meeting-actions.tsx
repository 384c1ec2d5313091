import { useState } from 'react';
import { type AdminMeeting, deleteMeetings, isLive, stopMeeting } from '../../../core/admin/meetings';
import { notify } from '../../../core/notifications';
import { openRoute, routeHref } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { requestHeadingFocus } from '../../../widgets/focus/focus-heading';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { useTellRefusal } from '../kit/use-refusal';

/** What is done to the whole meeting: its attachments, stop it while it runs, delete it (both confirmed). */
export function MeetingActions({ meeting }: { meeting: AdminMeeting }) {
  const t = useT('meetings');
  const tell = useTellRefusal();
  const tc = useT('common');
  const te = useT('error');
  // Stopped here: the Stop button is gone, so its message takes the focus.
  const [stopped, setStopped] = useState(false);

  async function stop() {
    const asked = await confirmed({
      destructive: true,
      title: t('stop.title'),
      message: t('stop.message', { subject: meeting.subject }),
      validateLabel: t('stop.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (tell(t('stop.refused'), await stopMeeting(meeting.uid))) {
      notify({ title: t('stop.title'), message: te('success.meetingEnded') });
      setStopped(true);
    }
  }

  async function remove() {
    const asked = await confirmed({
      destructive: true,
      title: t('delete.title'),
      message: t('delete.message', { subject: meeting.subject }),
      validateLabel: t('delete.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    if (!tell(t('delete.refused'), await deleteMeetings([meeting.uid]))) return;
    notify({ title: t('title'), message: t('delete.done', { subject: meeting.subject }) });
    requestHeadingFocus();
    openRoute('meeting');
  }

  return (
    <div className="toolbar">
      <a className="button button--secondary" href={routeHref('meetingAttachmentInfo', { uid: meeting.uid })}>
        {t('attachments.open', { count: meeting.attachmentCount })}
      </a>
      {isLive(meeting.state) && (
        <button type="button" className="button button--danger" onClick={stop}>
          {t('stop.open')}
        </button>
      )}
      <button type="button" className="button button--danger" onClick={remove}>
        {t('delete.open')}
      </button>
      {stopped && (
        <Alert tone="success" takeFocus>
          {te('success.meetingEnded')}
        </Alert>
      )}
    </div>
  );
}
