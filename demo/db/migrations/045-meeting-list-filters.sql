-- The meetings list filtered by organization or server, at a million meetings, under any sort: each sort's index
-- also carries the meeting's kept organization name and its server, so that a walk along the sort tests both
-- filters from the index, without visiting the rows it skips (they read 5-7 s of rows per page before). A sort by
-- organization with an organization filter seeks the matching names in its own index.
DROP INDEX meetings_by_start;
DROP INDEX meetings_by_subject;
DROP INDEX meetings_by_duration;
DROP INDEX meetings_by_state;
DROP INDEX meetings_by_organization;
DROP INDEX meetings_by_participants;
DROP INDEX meetings_by_uid;
CREATE INDEX meetings_by_start ON meetings(start_date, uid, state, is_call, security_level, organization_name, server_id);
CREATE INDEX meetings_by_subject ON meetings(subject, uid, state, is_call, security_level, organization_name, server_id);
CREATE INDEX meetings_by_duration ON meetings(duration, uid, state, is_call, security_level, organization_name, server_id);
CREATE INDEX meetings_by_state ON meetings(state, uid, is_call, security_level, organization_name, server_id);
CREATE INDEX meetings_by_organization ON meetings(organization_name, uid, state, is_call, security_level, server_id);
CREATE INDEX meetings_by_participants
  ON meetings(participant_count, uid, state, is_call, security_level, organization_name, server_id);
CREATE INDEX meetings_by_uid ON meetings(uid, state, is_call, security_level, organization_name, server_id);
