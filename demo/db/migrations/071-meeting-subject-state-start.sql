-- The meetings list filtered by subject and by start or state, at a million meetings: the subject filter becomes
-- "one of the few matching subjects" (meetings.ts), but the count of a filter the sample cannot settle walked the
-- state/start index and read each meeting to test its subject (60-90 ms for "review" in two months). This index
-- starts with the subject, then the state and the start: the matches of both filters are a few ranges of it, counted
-- without reading a meeting.
CREATE INDEX meetings_by_subject_state_start ON meetings(subject, state, start_date);
