import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $following, $meeting, isLive, loadMeeting } from '../../../core/admin/meetings';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { MeetingActions } from './meeting-actions';
import { MeetingAttendees } from './meeting-attendees';
import { MeetingCharts } from './meeting-charts';
import { MeetingSummary } from './meeting-summary';
import { WaitingGuests } from './waiting-guests';

/** Keeps a started meeting's detail up with the server while it is shown. */
function Follow() {
  useStore($following);
  return null;
}

/** One meeting: summary, creator and moderators, attendees, quality and statistics, stop and delete. */
export function MeetingDetail({ uid }: { uid: string }) {
  const t = useT('meetings');
  const tc = useT('common');
  const te = useT('error');
  const loaded = useStore($meeting);
  useEffect(() => {
    void loadMeeting(uid);
  }, [uid]);
  const meeting = loaded.state === 'ready' && loaded.data.uid === uid ? loaded.data : undefined;

  const back = <BackLink route="meeting" label={t('backToList')} />;

  return (
    <AdminPage area="meetings" title={meeting?.subject ?? t('title')} aside={back}>
      {loaded.state === 'failed' ? (
        <p className="alert" role="alert">
          {te(`code.${loaded.code}`)}
        </p>
      ) : meeting ? (
        <>
          {isLive(meeting.state) && <Follow />}
          <MeetingActions meeting={meeting} />
          <MeetingSummary meeting={meeting} />
          {isLive(meeting.state) && <WaitingGuests meeting={meeting} />}
          <MeetingAttendees meeting={meeting} />
          <MeetingCharts meeting={meeting} />
        </>
      ) : (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      )}
    </AdminPage>
  );
}
