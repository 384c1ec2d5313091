-- The meetings list filtered by creator or organization and by a state, at a million meetings: as for a start range
-- (migration 077), the matches were gathered along the state/start index, walking every meeting of the state and
-- reading those of the organization to test their creator (10 ms of a 30 ms page for Northwind's scheduled
-- meetings). This index starts with the organization and the state, and carries the creator.
CREATE INDEX meetings_by_organization_state ON meetings(organization_name, state, creator_email, creator_name);
