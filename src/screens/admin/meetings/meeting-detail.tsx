import { useStore } from '@nanostores/react';
import { $following, isLive, meetingDetail } from '../../../core/admin/meetings';
import { useT } from '../../../widgets/use-t';
import { DetailPage } from '../kit/detail-page';
import { HistoryLink } from '../kit/history-link';
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

  return (
    <DetailPage
      area="meetings"
      record={meetingDetail}
      id={uid}
      title={(meeting) => meeting.subject}
      fallbackTitle={t('title')}
      back={{ route: 'meeting', label: t('backToList') }}
      actions={(meeting) => <HistoryLink recordType="meeting" recordId={meeting.uid} />}
    >
      {(meeting) => (
        <>
          {isLive(meeting.state) && <Follow />}
          <MeetingActions meeting={meeting} />
          <MeetingSummary meeting={meeting} />
          {isLive(meeting.state) && <WaitingGuests meeting={meeting} />}
          <MeetingAttendees meeting={meeting} />
          <MeetingCharts meeting={meeting} />
        </>
      )}
    </DetailPage>
  );
}
