-- The meetings list filtered by creator or organization and by a start range, at a million meetings: both filters
-- become "one of a few organizations" (meetings.ts), but the matches were gathered along the state/start index,
-- reading each meeting of the range to test its organization and its creator (50-80 ms a page for "northwind" in two
-- months). This index starts with the organization, then the start, and carries the creator: the matches of both
-- filters are a few ranges of it, gathered and counted without reading a meeting.
CREATE INDEX meetings_by_organization_start
  ON meetings(organization_name, start_date, creator_email, creator_name);
