import type { MeetingState } from '../../../core/admin/meetings';
import type { BadgeTone } from '../../../widgets/badge/badge';

/** The badge of each meeting state: live is good, ending needs attention, planned informs, stopped is past. */
export const MEETING_STATE_TONE: Record<MeetingState, BadgeTone> = {
  scheduled: 'info',
  started: 'success',
  waitingToEnd: 'warning',
  stopped: 'neutral',
};
