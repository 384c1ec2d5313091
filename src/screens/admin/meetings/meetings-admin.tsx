import type { AreaScreenProps } from '../kit/area-screen';
import { MeetingAttachments } from './meeting-attachments';
import { MeetingDetail } from './meeting-detail';
import { MeetingList } from './meeting-list';

/** The meetings area of the administration console: the list, one meeting, or its attachments and videos. */
export function MeetingsAdmin({ route, params }: AreaScreenProps) {
  if (route === 'meetingAttachmentInfo' && params?.uid)
    return <MeetingAttachments key={params.uid} uid={params.uid} />;
  if (route === 'meetingInfo' && params?.uid) return <MeetingDetail key={params.uid} uid={params.uid} />;
  return <MeetingList />;
}
