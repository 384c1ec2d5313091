import type { RouteParams } from '../../../core/router';
import { MeetingAttachments } from './meeting-attachments';
import { MeetingDetail } from './meeting-detail';
import { MeetingList } from './meeting-list';

/** Props of the meetings area: the route it shows (`meeting`, `meetingInfo`, `meetingAttachmentInfo`). */
export interface MeetingsAdminProps {
  route?: string;
  params?: RouteParams;
}

/** The meetings area of the administration console: the list, one meeting, or its attachments and videos. */
export function MeetingsAdmin({ route, params }: MeetingsAdminProps) {
  if (route === 'meetingAttachmentInfo' && params?.uid)
    return <MeetingAttachments key={params.uid} uid={params.uid} />;
  if (route === 'meetingInfo' && params?.uid) return <MeetingDetail key={params.uid} uid={params.uid} />;
  return <MeetingList />;
}
