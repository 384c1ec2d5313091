-- The meetings list filtered by a start range and sorted by state, at a million meetings: the walk along the state's
-- index read each meeting's row to test its start, and the scheduled and started meetings, which come first in that
-- order, are not in a past range: a page read about 20,000 rows before its first match (30 ms; with a subject filter,
-- 35-50 ms). This index of the state also carries the start, so that the range is tested from each entry and only the
-- entries inside it have their row read.
DROP INDEX meetings_by_state;
CREATE INDEX meetings_by_state
  ON meetings(state, uid, is_call, security_level, organization_name, server_id, start_date);
