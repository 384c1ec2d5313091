-- The meetings list filtered by state and sorted by start, at a million meetings: the scheduled ones are the latest
-- (they have not started), so a walk along the start index from the oldest read nearly every meeting before the
-- first page (each sort's index carries the state, but behind the sort's column). This index starts with the state:
-- a page seeks the state and reads its meetings in start order, in either direction.
CREATE INDEX meetings_by_state_start
  ON meetings(state, start_date, uid, is_call, security_level, organization_name, server_id);
