// What the meeting list can be filtered by (spec 2 and the contract's listMeetings): meeting ID, state, subject,
// creator, organization, server, security level, date range, call or meeting.
import { MEETING_STATES } from '../../../core/admin/meetings';
import { MEETING_UID_PATTERN } from '../../../core/constants';
import { filterTable, selectOptions } from '../kit/columns';
import type { QuickSearchRule } from '../quick-search';

/** The filter panel's filters of the meeting list. */
export const MEETING_FILTERS = filterTable('meetings:filter', {
  uid: { type: 'string' },
  state: { type: 'select', selectOptions: selectOptions('meetings:state', MEETING_STATES) },
  subject: { type: 'string' },
  creator: { type: 'string' },
  organization: { type: 'string' },
  server: { type: 'string' },
  securityLevel: { type: 'select', selectOptions: selectOptions('meetings:security', ['standard', 'high']) },
  startDate: { type: 'date-range' },
  isCall: { type: 'boolean', defaultValue: true },
});

/** The meeting list's quick search: a meeting ID (nine digits) finds that meeting, any other text the subjects. */
export const MEETING_QUICK_SEARCH: QuickSearchRule = {
  names: ['subject', 'uid'],
  nameFor: (text) => (MEETING_UID_PATTERN.test(text) ? 'uid' : 'subject'),
};
