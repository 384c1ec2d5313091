// What the meeting list can be filtered by (spec 2 and the contract's listMeetings): meeting ID, state, subject,
// creator, organization, server, security level, date range, call or meeting.
import { MEETING_STATES } from '../../../core/admin/meetings';
import { MEETING_UID_PATTERN } from '../../../core/constants';
import type { FilterDefinition } from '../../../core/filters/types';
import type { QuickSearchRule } from '../quick-search';

/** The filter panel's filters of the meeting list. */
export const MEETING_FILTERS: FilterDefinition[] = [
  { name: 'uid', translation: 'meetings:filter.uid', type: 'string' },
  {
    name: 'state',
    translation: 'meetings:filter.state',
    type: 'select',
    selectOptions: MEETING_STATES.map((state) => ({ value: state, translation: `meetings:state.${state}` })),
  },
  { name: 'subject', translation: 'meetings:filter.subject', type: 'string' },
  { name: 'creator', translation: 'meetings:filter.creator', type: 'string' },
  { name: 'organization', translation: 'meetings:filter.organization', type: 'string' },
  { name: 'server', translation: 'meetings:filter.server', type: 'string' },
  {
    name: 'securityLevel',
    translation: 'meetings:filter.securityLevel',
    type: 'select',
    selectOptions: ['standard', 'high'].map((level) => ({
      value: level,
      translation: `meetings:security.${level}`,
    })),
  },
  { name: 'startDate', translation: 'meetings:filter.startDate', type: 'date-range' },
  { name: 'isCall', translation: 'meetings:filter.isCall', type: 'boolean', defaultValue: true },
];

/** The meeting list's quick search: a meeting ID (nine digits) finds that meeting, any other text the subjects. */
export const MEETING_QUICK_SEARCH: QuickSearchRule = {
  names: ['subject', 'uid'],
  nameFor: (text) => (MEETING_UID_PATTERN.test(text) ? 'uid' : 'subject'),
};
